import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A browser-like client over `app.inject`: it keeps the cookies the server sets (session,
 * cart_id) and sends them back, as a shopper's browser would.
 */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly defaults: { headers?: Record<string, string>; remoteAddress?: string } = {},
  ) {}

  async request(
    method: Method,
    url: string,
    body?: unknown,
    extra: Partial<InjectOptions> = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.inject({
      method,
      url,
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      remoteAddress: this.defaults.remoteAddress ?? '127.0.0.1',
      ...extra,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...this.defaults.headers,
        ...(extra.headers as Record<string, string> | undefined),
      },
    });
    for (const set of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        set.maxAge === 0 || (set.expires && set.expires.getTime() < Date.now()) || set.value === '';
      if (expired) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string, extra?: Partial<InjectOptions>) {
    return this.request('GET', url, undefined, extra);
  }
  post(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('POST', url, body, extra);
  }
  put(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('PUT', url, body, extra);
  }
  delete(url: string, body?: unknown, extra?: Partial<InjectOptions>) {
    return this.request('DELETE', url, body, extra);
  }

  /** Sets a cookie the way the storefront's own script does (js-cookie). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }
}
