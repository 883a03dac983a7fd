import { SharePanel } from './share-panel.tsx';
import { closeShare, useShareOptions } from './share-store.ts';

/** The share panel opened through `openShare()`. */
export function ShareHost() {
  return <SharePanel options={useShareOptions()} onClose={closeShare} />;
}
