import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded, openDatabase } from '../db/client.ts';
import { openPglite, templateStamp } from '../db/pglite-template.ts';

// Every server test file opens a fresh, migrated database (testing/test-app.ts). Made from
// scratch, that is PGlite's initdb and every migration, ~2 s per file; PostgreSQL's is every
// migration. Both are made once per run here, and each file starts from a copy.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A `dumpDataDir` archive of a migrated in-memory PGlite, for the PGlite run. */
    pgliteImage: string | null;
    /** A migrated database on DATABASE_URL's server, for `create database … template`. */
    postgresTemplate: string | null;
  }
}

/** Kept between runs in the temporary folder, named by what made it: migrations and PGlite's version. */
async function pgliteImage(): Promise<string> {
  const file = path.join(os.tmpdir(), `despacha-test-image-${templateStamp().slice(0, 24)}.tar`);
  if (fs.existsSync(file)) return file;
  const client = await openPglite();
  try {
    await migrateEmbedded(client);
    await client.exec('checkpoint');
    const image = await client.dumpDataDir('none');
    const staging = `${file}.tmp-${process.pid}`;
    fs.writeFileSync(staging, Buffer.from(await image.arrayBuffer()));
    fs.renameSync(staging, file);
  } finally {
    await client.close();
  }
  return file;
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide('pgliteImage', await pgliteImage());
    project.provide('postgresTemplate', null);
    return;
  }
  const name = `despacha_test_template_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: null });
  await database.close();
  project.provide('pgliteImage', null);
  project.provide('postgresTemplate', name);
  return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
}
