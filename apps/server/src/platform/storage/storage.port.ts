/** Where uploaded files live; the local adapter writes into DATA_DIR/uploads served under /media/. */
export interface FileStorage {
  /** Store bytes under a key such as `avatars/12-abc.webp`; returns the public url path. */
  put(key: string, data: Buffer): Promise<string>;
  /** Remove a file by the url `put` returned; unknown urls are ignored. */
  remove(url: string): Promise<void>;
}
