/// <reference types="astro/client" />

declare namespace App {
  /** What the server (apps/server/src/web-app.ts) hands every page it asks Astro to render. */
  interface Locals {
    /** The visitor as the API sees them: a GET of the public API with the visitor's cookies, in process. */
    api?: (path: string) => Promise<{ status: number; body: unknown }>;
  }
}
