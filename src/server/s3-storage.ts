/**
 * S3-compatible file storage (issue 4: uploads "stored through the storage interface … S3-
 * compatible when configured"). Works with AWS S3 and servers speaking its API (MinIO, R2,
 * Ceph); configured by the S3_* variables (docs/configuration.md). Keys are the same
 * server-made relative paths as on the local disk (`users/u1/pP_256.webp`).
 */
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, PRIVATE_PREFIX, type FileStorage, type StoredFile } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Endpoint of a non-AWS service, e.g. `http://127.0.0.1:9000`; absent for AWS. */
  endpoint?: string;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO). */
  forcePathStyle?: boolean;
  /** Both or neither; absent → the SDK's default credential chain. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Public base URL of the bucket or its CDN; absent → files are served at `/uploads/<key>`. */
  publicUrl?: string;
}

/** Files as objects in one bucket. put/get throw the SDK's errors on network or permission failures. */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    const config: S3ClientConfig = {
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
    };
    if (options.accessKeyId && options.secretAccessKey)
      config.credentials = {
        accessKeyId: options.accessKeyId,
        secretAccessKey: options.secretAccessKey,
      };
    this.client = new S3Client(config);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        // Private files (report files) must never sit in a shared cache.
        CacheControl: key.startsWith(PRIVATE_PREFIX)
          ? 'private, no-store'
          : 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      assertSafeKey(key);
    } catch {
      return null;
    }
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      if (!object.Body) return null;
      return {
        bytes: Buffer.from(await object.Body.transformToByteArray()),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async removeFolder(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: `${prefix}/`,
          ContinuationToken: token,
        }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length)
        await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.options.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * A presigned GET address of `key`, valid `seconds`, that makes the browser save the file as
   * `fileName` (private report files; decision 0020 §6).
   */
  async signedUrl(key: string, seconds: number, fileName: string): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn: seconds },
    );
  }

  publicPath(key: string): string {
    if (!this.options.publicUrl) return `/uploads/${key}`;
    return `${this.options.publicUrl.replace(/\/+$/, '')}/${key}`;
  }
}
