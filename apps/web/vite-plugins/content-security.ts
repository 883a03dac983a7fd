import type { Plugin } from 'vite';
import { isValidTagManagerId, TAG_MANAGER_SOURCES } from '../src/features/consent/tag-manager.ts';

/**
 * `content-security.json`: the other origins this build's code loads from, by Content Security
 * Policy directive. The server adds them to its policy (apps/server http/security-headers.ts),
 * so the policy follows the build: the tag manager's only when the build has a container id.
 */
export function contentSecuritySources(tagManagerId: string | undefined): Plugin {
  return {
    name: 'shred-content-security',
    apply: 'build',
    generateBundle() {
      const sources = isValidTagManagerId(tagManagerId) ? TAG_MANAGER_SOURCES : {};
      this.emitFile({
        type: 'asset',
        fileName: 'content-security.json',
        source: `${JSON.stringify(sources, null, 2)}\n`,
      });
    },
  };
}
