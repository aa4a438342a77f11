import { Readable } from 'node:stream';
import type { S3Options } from '../config.ts';
import { assertStorageKey, withTemporaryCopy, type Storage } from './storage-base.ts';

/**
 * A streamed body goes up in parts of this size (S3's least is 5 MiB but for the last): at most
 * one part is held in memory, whatever the file's size. A body smaller than one part is one PUT.
 */
export const PART_BYTES = 8 * 1024 * 1024;

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

/** Files in an S3-compatible bucket (MinIO, AWS, R2...), under the same server-made keys. */
export function s3Storage(o: S3Options): Storage {
  // The SDK is imported by the first use, so servers keeping files on disk never load it (decision 011).
  const sdk = import('@aws-sdk/client-s3').then((s3) => ({
    s3,
    client: new s3.S3Client({
      endpoint: o.endpoint,
      region: o.region,
      // Self-hosted S3 servers rarely have a wildcard DNS name per bucket.
      forcePathStyle: true,
      credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    }),
  }));
  const Bucket = o.bucket;

  async function read(key: string): Promise<Readable> {
    const { s3, client } = await sdk;
    const res = await client.send(new s3.GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    if (!(res.Body instanceof Readable)) throw new Error(`empty object body for ${key}`);
    return res.Body;
  }

  return {
    async put(key, data, contentType = 'application/octet-stream') {
      const { s3, client } = await sdk;
      await client.send(new s3.PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: data, ContentType: contentType }));
    },
    async putStream(key, body, ContentType = 'application/octet-stream') {
      const { s3, client } = await sdk;
      const Key = assertStorageKey(key);
      let held: Buffer[] = [];
      let heldBytes = 0;
      let total = 0;
      let UploadId: string | undefined;
      const Parts: { PartNumber: number; ETag?: string; ChecksumCRC32?: string }[] = [];
      const sendPart = async () => {
        const Body = Buffer.concat(held);
        held = [];
        heldBytes = 0;
        UploadId ??= (await client.send(new s3.CreateMultipartUploadCommand({ Bucket, Key, ContentType, ChecksumAlgorithm: 'CRC32' }))).UploadId;
        const PartNumber = Parts.length + 1;
        const res = await client.send(new s3.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body, ChecksumAlgorithm: 'CRC32' }));
        Parts.push({ PartNumber, ETag: res.ETag, ...(res.ChecksumCRC32 ? { ChecksumCRC32: res.ChecksumCRC32 } : {}) });
      };
      try {
        for await (const chunk of body) {
          held.push(chunk);
          heldBytes += chunk.length;
          total += chunk.length;
          if (heldBytes >= PART_BYTES) await sendPart();
        }
        if (!UploadId) {
          await client.send(new s3.PutObjectCommand({ Bucket, Key, Body: Buffer.concat(held), ContentType }));
          return total;
        }
        if (heldBytes > 0) await sendPart();
        await client.send(new s3.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts } }));
        return total;
      } catch (err) {
        // Parts of an upload never completed are billed until aborted; one left by a killed
        // process goes with the bucket's lifecycle rule (decision 069).
        if (UploadId) await client.send(new s3.AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
        throw err;
      }
    },
    read,
    async size(key) {
      const { s3, client } = await sdk;
      try {
        const res = await client.send(new s3.HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return res.ContentLength ?? 0;
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async withFile(key, work) {
      return withTemporaryCopy(() => read(key), work);
    },
    async remove(key) {
      const { s3, client } = await sdk;
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
  };
}
