import type { HttpBindings } from '@hono/node-server';

/** The Hono environment of every sandbox route: Node's request and response bindings. */
export type SandboxEnv = { Bindings: HttpBindings };
