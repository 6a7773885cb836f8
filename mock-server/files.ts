/** Where uploaded bytes live: memory in tests, IndexedDB in the browser, a folder beside the data file for the standalone server. */
export interface StoredFile {
  bytes: Uint8Array;
  type: string;
}

export interface FileStore {
  put(id: string, file: StoredFile): Promise<void>;
  get(id: string): Promise<StoredFile | null>;
  clear(): Promise<void>;
}

export function memoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    put: (id, file) => Promise.resolve(void files.set(id, file)),
    get: (id) => Promise.resolve(files.get(id) ?? null),
    clear: () => Promise.resolve(files.clear()),
  };
}

let store: FileStore = memoryFileStore();

export function setFileStore(next: FileStore): void {
  store = next;
}

export function fileStore(): FileStore {
  return store;
}
