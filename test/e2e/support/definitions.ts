import type { Locator } from 'playwright-core';

/** A dl of dt/dd rows (the order totals, the payment slip) as { term: description }. */
export function definitions(list: Locator): Promise<Record<string, string>> {
  return list.evaluate((dl) =>
    Object.fromEntries(
      [...dl.querySelectorAll(':scope > div')]
        .filter((row) => !row.querySelector('dt.visually-hidden'))
        .map((row) => [
          row.querySelector('dt')?.textContent?.trim() ?? '',
          // Runs of layout whitespace only: the no-break space that joins an amount to RSD stays.
          (row.querySelector('dd')?.textContent ?? '').replace(/[ \t\r\n]+/g, ' ').trim(),
        ]),
    ),
  );
}
