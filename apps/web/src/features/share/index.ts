export { copyText } from './copy-text.ts';
export {
  joinHashtags,
  NETWORK_NAMES,
  SHARE_NETWORKS,
  type ShareContent,
  type ShareNetwork,
  shareUrl,
} from './share-links.ts';
export { closeShare, openShare, type ShareOptions, shareStore, useShareOptions } from './share-store.ts';
