import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Rolldown } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

export interface ClientChunk {
  fileName: string;
  /** The module the chunk stands for (a lazily loaded page, say), as a path inside the repository. */
  facade: string | null;
  /** Every module with code in the chunk, as paths inside the repository (node_modules/… for packages). */
  modules: string[];
  /** Chunks it imports statically: they load before it runs. */
  imports: string[];
  raw: number;
  gzip: number;
}

export interface Bytes {
  raw: number;
  gzip: number;
}

/** The client as `npm run build` makes it, with each chunk's modules, static imports and sizes. */
export class ClientBundle {
  readonly chunks: ReadonlyMap<string, ClientChunk>;
  readonly entry: ClientChunk;

  constructor(chunks: ClientChunk[], entry: string) {
    this.chunks = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    this.entry = this.chunks.get(entry)!;
  }

  /** The chunk loaded for a page module (path inside the repository), e.g. client/src/features/week/current-week-page.tsx. */
  pageChunk(pageModule: string): ClientChunk {
    const chunk = [...this.chunks.values()].find((c) => c.facade === pageModule);
    if (!chunk) throw new Error(`No chunk stands for ${pageModule}: is it still loaded lazily?`);
    return chunk;
  }

  /**
   * The JavaScript a page needs before it can paint: the entry and the page's chunk with everything
   * they import statically (a lazy page's imports are preloaded with it). Chunks loaded later, by an
   * effect or another Suspense boundary, are not part of it.
   */
  firstPaint(pageModule: string): ClientChunk[] {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of this.chunks.get(file)?.imports ?? []) visit(next);
    };
    visit(this.entry.fileName);
    visit(this.pageChunk(pageModule).fileName);
    return [...seen].map((file) => this.chunks.get(file)!);
  }

  /** Chunks that are themselves a lazily loaded page (client/src/features/…/…-page.tsx). */
  pageChunks(): ClientChunk[] {
    return [...this.chunks.values()].filter(
      (c) => c.facade !== null && /^client\/src\/features\/.+-page\.tsx$/.test(c.facade),
    );
  }
}

export const bytesOf = (chunks: readonly Pick<ClientChunk, "raw" | "gzip">[]): Bytes =>
  chunks.reduce((sum, c) => ({ raw: sum.raw + c.raw, gzip: sum.gzip + c.gzip }), { raw: 0, gzip: 0 });

const inRepository = (id: string) =>
  (id.startsWith(root) ? id.slice(root.length) : id).replace(/^.*?node_modules\//, "node_modules/");

/** Builds the client with the project's Vite config; `write` puts it in client/dist as `npm run build` does. */
export async function buildClient({ write }: { write: boolean }): Promise<ClientBundle> {
  const result = await build({ configFile: `${root}vite.config.ts`, logLevel: "warn", build: { write } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === "chunk");
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error("The client build has no entry chunk");
  return new ClientBundle(
    chunks.map((c) => ({
      fileName: c.fileName,
      facade: c.facadeModuleId ? inRepository(c.facadeModuleId) : null,
      modules: Object.entries(c.modules)
        .filter(([, module]) => module.renderedLength > 0)
        .map(([id]) => inRepository(id)),
      imports: c.imports,
      raw: Buffer.byteLength(c.code),
      gzip: gzipSync(c.code).length,
    })),
    entry.fileName,
  );
}
