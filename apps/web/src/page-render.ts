import type { Language } from '@tabib/contracts';

/**
 * What the server's HTML tells the browser about the page rendered into it (decision 011), in a JSON
 * `<script type="application/json" id="page-state">`: the browser takes the page over ("hydrates" it) only
 * when it would render the same, in the same language at the same address, and with the same answers.
 */
export interface PageState {
  /** Path and query, as rendered. */
  url: string;
  language: Language;
  /**
   * The string namespaces the render used and those its routes name; the browser loads them before taking
   * the page over.
   */
  namespaces: string[];
  /** The answers the render showed: TanStack Query's dehydrated cache. */
  queries: unknown;
}

export interface RenderedPage {
  html: string;
  state: PageState;
}

/** How the web app's server renderer (apps/web/src/entry-server.tsx) reaches the API: in-process, not over HTTP. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** The module the web build writes for the server (dist-server/entry-server.js). */
export interface PageRenderer {
  /** Once, before any render. */
  setApiTransport(transport: ApiTransport): void;
  /** Null when the page cannot be rendered complete (an answer failed or is late): the browser renders it. */
  renderPage(href: string, language: Language): Promise<RenderedPage | null>;
}
