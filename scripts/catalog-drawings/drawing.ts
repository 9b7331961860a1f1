/**
 * A product drawing on a 200 × 200 grid, painted later with its category's palette:
 * "I" the body, "A" the accent, "D" dark parts (screens, tyres, handles), "L" light parts and
 * highlights, "B" the background. `detail` is the point the close-up view zooms in on.
 */
export type Drawing = { body: string; detail: { x: number; y: number; zoom: number } };

export type Palette = { background: string; body: string; accent: string; dark: string; light: string };
