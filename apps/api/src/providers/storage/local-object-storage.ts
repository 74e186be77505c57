import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  folderOf,
  keyOf,
  ObjectExistsError,
  type ObjectStorage,
  thumbnailKeyOf,
  UnusableImageError,
  type UploadReceiver,
} from "./object-storage";
import { checkUploadPolicy, encodeUploadPolicy, signUploadPolicy } from "./upload-policy";

export interface LocalObjectStorageOptions {
  /** Files live here (`DATA_DIR/uploads`). */
  rootDir: string;
  /** Private objects live here, outside `rootDir` and anything else served (`DATA_DIR/private`). */
  privateRootDir: string;
  /** Public base of the image host's upload path, e.g. `https://img.example.com/uploads` or `/uploads`. */
  baseUrl: string;
  secret: string;
}

/**
 * The offline default: the image host itself receives the signed POST (`POST /uploads`)
 * and serves the files from disk (`GET /uploads/<key>`).
 */
export function createLocalObjectStorage(options: LocalObjectStorageOptions): ObjectStorage {
  const rootDir = path.resolve(options.rootDir);
  const privateRootDir = path.resolve(options.privateRootDir);
  const pathIn = (root: string, key: string) => {
    const filePath = path.resolve(root, key);
    // Keys are checked against the signed folder before this; the check here guards every other caller.
    if (!filePath.startsWith(`${root}${path.sep}`)) throw new Error("object key escapes the storage root");
    return filePath;
  };
  const pathOf = (key: string) => pathIn(rootDir, key);
  const readFileOrNull = (filePath: string) =>
    readFile(filePath).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });

  const publicUrl = (key: string) => `${options.baseUrl}/${key}`;
  const isFile = (key: string) =>
    stat(pathOf(key)).then(
      (found) => found.isFile(),
      () => false,
    );

  const putObjects: UploadReceiver["putObjects"] = async (objects) => {
    const targets = objects.map(({ key, body }) => ({ body, filePath: pathOf(key) }));
    const stored: string[] = [];
    try {
      for (const { body, filePath } of targets) {
        await mkdir(path.dirname(filePath), { recursive: true });
        // Written aside, then linked: readers never see half a file, and link refuses to replace one.
        const temporary = `${filePath}.${randomBytes(6).toString("hex")}.tmp`;
        await writeFile(temporary, body, { mode: 0o644 });
        try {
          await link(temporary, filePath);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(filePath);
          throw error;
        } finally {
          await rm(temporary, { force: true });
        }
        stored.push(filePath);
      }
    } catch (error) {
      await Promise.all(stored.map((filePath) => rm(filePath, { force: true })));
      throw error;
    }
  };

  const receiver: UploadReceiver = {
    rootDir,
    checkUpload: (form, now) => checkUploadPolicy(form, options.secret, now),
    putObjects,
  };

  return {
    driver: "local",
    async createUploadPolicy(request) {
      const policy = encodeUploadPolicy(request);
      const signature = signUploadPolicy(policy, options.secret);
      return { host: options.baseUrl, policy, signature, fields: { policy, signature } };
    },
    publicUrl,
    // The image host checked and re-encoded the file as it arrived and stored its thumbnail beside it;
    // what is left to check is that it is there (never uploaded, or deleted unattached).
    async adoptUploadedImage(url) {
      if (!(await isFile(url.slice(publicUrl("").length)))) throw new UnusableImageError("missing", url);
      return { url, thumbUrl: thumbnailKeyOf(url) };
    },
    uploadFolderOf(url) {
      const key = keyOf(url, publicUrl(""));
      return key === null ? null : folderOf(key);
    },
    async deleteFolder(keyPrefix) {
      await rm(pathOf(keyPrefix), { recursive: true, force: true });
    },
    async deleteObject(key) {
      await rm(pathOf(key), { force: true });
    },
    hasObject: isFile,
    async writeObject(key, body) {
      // The image host answers with the type of the file's extension and immutable caching.
      await putObjects([{ key, body }]).catch((error: unknown) => {
        if (!(error instanceof ObjectExistsError)) throw error;
      });
    },
    async readObject(key) {
      return readFileOrNull(pathOf(key));
    },
    async writePrivateObject(key, body) {
      const filePath = pathIn(privateRootDir, key);
      await mkdir(path.dirname(filePath), { recursive: true, mode: 0o700 });
      await writeFile(filePath, body, { mode: 0o600 });
    },
    async readPrivateObject(key) {
      return readFileOrNull(pathIn(privateRootDir, key));
    },
    receiver,
  };
}
