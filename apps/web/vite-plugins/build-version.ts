import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

/**
 * This build's version: APP_VERSION when the deploy sets one, else the commit plus the build
 * time, so two builds of the same commit still count as different (a rebuilt bundle has new
 * chunk names, and an old tab must pick them up).
 */
export function buildVersion(): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    // Not a git checkout (a source tarball): the build time alone tells builds apart.
  }
  return `${commit}-${Date.now().toString(36)}`;
}

/** `/builds/latest.json`: the version a running app compares with its own (spec §4 Web app update). */
export function buildManifest(version: string): Plugin {
  return {
    name: 'shred-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify({ version, builtAt: new Date().toISOString() })}\n`,
      });
    },
  };
}
