/**
 * In component tests the server runs in the page's realm, and happy-dom applies a browser's rules
 * to it: Response drops Set-Cookie, and Request drops Cookie whenever a request is built from
 * another one (as hono's body limit does for every write). A real server sees both, so these keep
 * them; renderApp's cookie jar and the test server's `signUp` then work as a browser's would.
 * Imported before anything that loads the server (@hono/node-server keeps the globals it finds).
 */
const PATCHED = Symbol.for('leadgen.test.cookie-headers');
const realm = globalThis as typeof globalThis & { [PATCHED]?: true };

if (!realm[PATCHED]) {
  realm[PATCHED] = true;
  const BaseResponse = globalThis.Response;
  const BaseRequest = globalThis.Request;
  class ServerResponse extends BaseResponse {
    constructor(body?: BodyInit | null, init?: ResponseInit) {
      super(body, init);
      for (const value of new Headers(init?.headers).getSetCookie()) this.headers.append('set-cookie', value);
    }
  }
  class ServerRequest extends BaseRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init);
      const cookie =
        (init?.headers ? new Headers(init.headers).get('cookie') : null) ??
        (input instanceof BaseRequest ? input.headers.get('cookie') : null);
      if (cookie) this.headers.set('cookie', cookie);
    }
  }
  for (const [name, value] of [
    ['Response', ServerResponse],
    ['Request', ServerRequest],
  ] as const) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
}
