import type { Plugin } from 'vite';

/** A chunk of the client build as the plugin's rewrite sees it: its name, and its code to read or replace. */
export interface ClientChunk {
  readonly fileName: string;
  code: string;
}

/** Adds a file to the client build's output beside the chunks. */
export type EmitAsset = (fileName: string, source: string) => void;

/**
 * A plugin that rewrites the client build's chunks once Vite has written its own code into them (its preload helper
 * and lists, after minification): the last step of `generateBundle`, skipped by the server rendering's build.
 * @example clientChunksPlugin('kbet:example', (chunks) => { for (const chunk of chunks) chunk.code += '\n'; })
 */
export function clientChunksPlugin(
  name: string,
  rewrite: (chunks: ClientChunk[], emitAsset: EmitAsset) => void,
): Plugin {
  return {
    name,
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.config.build.ssr) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        rewrite(chunks, (fileName, source) => void this.emitFile({ type: 'asset', fileName, source }));
      },
    },
  };
}
