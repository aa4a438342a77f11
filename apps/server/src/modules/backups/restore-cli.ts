import path from 'node:path';
import { restoreBackupArchive } from './archive.ts';

// npm run restore -- <archive.tar.gz> <new data folder>   (decision 031, README "Backups")
// Then start the server with DATA_DIR=<new data folder>. The server must not be running on it.

async function main() {
  const [archive, dataDir] = process.argv.slice(2);
  if (!archive || !dataDir) {
    console.error('Uso: npm run restore -- <arquivo-de-backup.tar.gz> <pasta-de-dados-nova>');
    process.exit(2);
  }
  const started = Date.now();
  const result = await restoreBackupArchive(path.resolve(archive), path.resolve(dataDir));
  const m = result.manifest;
  console.log(
    `Backup de ${m.createdAt} restaurado em ${path.resolve(dataDir)}: banco ${Math.round(result.databaseBytes / 1024)} KB, ` +
      `${result.files} arquivo(s)${m.files === 's3' ? ' (os arquivos do backup estavam no S3 e não fazem parte dele)' : ''}, ${Date.now() - started} ms.\n` +
      `Inicie o servidor com DATA_DIR=${path.resolve(dataDir)}.`,
  );
}

main().catch((err: unknown) => {
  console.error(`Falha na restauração: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
