import { Readable } from 'node:stream';
import type { S3Options } from '../config.ts';
import { assertStorageKey, type Storage } from './storage-base.ts';

/** Uploaded documents in an S3-compatible bucket (MinIO, AWS, R2...), under the same server-made keys. */
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
  return {
    async put(key, data, contentType = 'application/octet-stream') {
      const { s3, client } = await sdk;
      await client.send(new s3.PutObjectCommand({ Bucket: o.bucket, Key: assertStorageKey(key), Body: data, ContentType: contentType }));
    },
    async read(key) {
      const { s3, client } = await sdk;
      const res = await client.send(new s3.GetObjectCommand({ Bucket: o.bucket, Key: assertStorageKey(key) }));
      if (!(res.Body instanceof Readable)) throw new Error(`empty object body for ${key}`);
      return res.Body;
    },
    async remove(key) {
      const { s3, client } = await sdk;
      await client.send(new s3.DeleteObjectCommand({ Bucket: o.bucket, Key: assertStorageKey(key) }));
    },
  };
}
