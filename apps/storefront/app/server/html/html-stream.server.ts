import { Transform, type TransformCallback } from 'node:stream';
import { escapeHtml } from './escape-html.server';

/**
 * How long deferred data may stream before its boundaries give up (React Router's `streamTimeout`, entry.server.tsx);
 * the render is aborted a second later.
 */
export const STREAM_TIMEOUT_MS = 5_000;

/** A chunk is passed on at once from this size; smaller ones wait for the end of the current turn of the event loop. */
const MAX_CHUNK_BYTES = 64 * 1024;

/**
 * A rewrite of the document as it goes out: `head` rewrites the head (the first chunk, decision 030); `script`, when
 * given, names the opening tag of one element of the body (`find`, exact bytes) and what it becomes (`replace`).
 */
export type DocumentRewrite = {
  head: (html: string) => string;
  script?: { find: Buffer; replace: Buffer };
};

/**
 * React writes a page in pieces of a few kilobytes, and each piece would go on through the web stream, the
 * compressor and the socket on its own. This passes on what one turn of the event loop wrote as one chunk (the
 * shell at once, then each streamed part when it is ready), so the page still streams, in a few chunks instead of
 * dozens (decision 028).
 */
export class TurnChunks extends Transform {
  private parts: Buffer[] = [];
  private size = 0;
  private scheduled = false;
  private first = true;
  /** The tag still to find in the body; null once replaced (or when there is none to find). */
  private script: { find: Buffer; replace: Buffer } | null;
  /**
   * The last bytes of what was released while the tag is still to find: a tag may straddle two chunks (a turn that
   * writes 64 KB or more is passed on at once), so they go out with the next chunk.
   */
  private held: Buffer | null = null;

  /**
   * The head rewrite is given the document's head, which the first chunk holds (the shell leaves whole, decision
   * 030); the rest of the chunk is passed on as it is, without being decoded, and only searched for the script tag.
   * A first chunk without the end of the head (not a document) is passed on untouched, and so is the rest.
   */
  constructor(private readonly rewrite?: DocumentRewrite) {
    super();
    this.script = rewrite?.script ?? null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.parts.push(chunk);
    this.size += chunk.length;
    if (this.size >= MAX_CHUNK_BYTES) this.release(false);
    else if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => {
        this.scheduled = false;
        this.release(false);
      });
    }
    callback();
  }

  override _flush(callback: TransformCallback) {
    this.release(true);
    callback();
  }

  private release(last: boolean) {
    if (this.size === 0 && !(last && this.held)) return;
    const parts = this.held ? [this.held, ...this.parts] : this.parts;
    let chunk = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
    this.parts = [];
    this.size = 0;
    this.held = null;
    if (this.first && this.rewrite) {
      const end = chunk.indexOf('</head>');
      // The script tag is rewritten only in a document whose head was: what starts the scripts goes in the head.
      if (end < 0) this.script = null;
      else
        chunk = Buffer.concat([
          Buffer.from(this.rewrite.head(chunk.subarray(0, end).toString('utf8'))),
          chunk.subarray(end),
        ]);
    }
    this.first = false;
    if (this.script) {
      const { find, replace } = this.script;
      const at = chunk.indexOf(find);
      if (at >= 0) {
        chunk = Buffer.concat([chunk.subarray(0, at), replace, chunk.subarray(at + find.length)]);
        this.script = null;
      } else if (!last) {
        const keep = Math.min(find.length - 1, chunk.length);
        this.held = chunk.subarray(chunk.length - keep);
        chunk = chunk.subarray(0, chunk.length - keep);
      }
    }
    if (chunk.length > 0) this.push(chunk);
  }
}

/** The `<template>` that holds the head's module preloads until the first paint. */
const PRELOADS_TEMPLATE_ID = 'modulos-da-pagina';
/** The type React Router's module script is given until the first paint: a type no browser runs. */
export const DEFERRED_MODULE_TYPE = 'text/x-modulo-adiado';

/**
 * What starts the page's scripts after its first paint (decision 047), as the head's last script: it puts the
 * template's module preloads into the head and runs React Router's module script as a module. It starts when the
 * browser reports the first paint (a `paint` performance entry, delivered after the frame is shown; browsers paint
 * nothing while the stylesheet blocks rendering), after an animation frame and the task after it where paint entries
 * are not reported, and at once when the page is not shown (a background tab or a prerender is not painted). If the
 * module script has not been parsed yet, it starts at DOMContentLoaded. Neither waits on a timer a test's fake clock
 * could hold, except the last resort: a second after `load` if nothing else came.
 */
const START_SCRIPTS = `(function(){var d=document,w=window,n=d.currentScript&&d.currentScript.nonce,done=0,P=w.PerformanceObserver;function go(){if(done)return;var m=d.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!m){if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',go);return}done=1;var t=d.getElementById('${PRELOADS_TEMPLATE_ID}');if(t)d.head.appendChild(t.content.cloneNode(true));var s=d.createElement('script');s.type='module';if(n)s.nonce=n;s.textContent=m.textContent;d.head.appendChild(s)}function hidden(){if(d.visibilityState!=='visible')go()}hidden();d.addEventListener('visibilitychange',hidden);if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go,0)});w.addEventListener('load',function(){setTimeout(go,1000)})})()`;

/**
 * The document's scripts wait for its first paint (decision 047, after 030): React Router's `<Scripts>` writes one
 * `<link rel="modulepreload">` per module of the page into the head and a module script that imports them at the end
 * of the body; the browser fetches them all while it waits for the stylesheet, and on a slow link they share the
 * bandwidth with the stylesheet and the largest image. The head's preloads go into a `<template>` (inert: nothing is
 * fetched), at low priority for when they are put back; the module script gets a type no browser runs; and a script
 * of ours, last in the head, starts both after the first paint (START_SCRIPTS). The page needs no script to show or to
 * work (every form posts without one), and nothing is fetched twice.
 *
 * Only React Router's own markup can match: in the head a preload link is its markup (React escapes `<` in text and
 * attribute values); in the body the module script is found by its whole opening tag with the response's nonce,
 * which no catalogue text can know.
 */
export function scriptsAfterFirstPaint(nonce: string | undefined): DocumentRewrite {
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${escapeHtml(nonce)}"`;
  return {
    head(head) {
      const preloads: string[] = [];
      const rest = head.replace(/<link rel="modulepreload" [^>]*>/g, (link) => {
        preloads.push(link.replace('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" '));
        return '';
      });
      const template =
        preloads.length > 0 ? `<template id="${PRELOADS_TEMPLATE_ID}">${preloads.join('')}</template>` : '';
      return `${rest}${template}<script${nonceAttribute}>${START_SCRIPTS}</script>`;
    },
    script: {
      find: Buffer.from(`<script${nonceAttribute} type="module" async="">`),
      replace: Buffer.from(`<script${nonceAttribute} type="${DEFERRED_MODULE_TYPE}" async="">`),
    },
  };
}
