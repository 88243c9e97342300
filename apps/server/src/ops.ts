import { isOperatorRole, OPERATOR_ROLES } from '@pesa/domain';
import { buildApp } from './app.ts';
import { backupSqlite, restoreSqlite } from './backup/sqlite-backup.ts';
import { loadConfig, type LoadedConfig } from './config.ts';

const USAGE = [
  'usage: npm run ops -- create-operator <username> <password> [' + OPERATOR_ROLES.join('|') + ']',
  '       npm run ops -- backup <file>     (SQLite, while the app runs)',
  '       npm run ops -- restore <file>    (SQLite, with the app stopped)',
].join('\n');

const POSTGRES_BACKUP = `On PostgreSQL, back up and restore with PostgreSQL's own tools (docs/operations.md, "Back up and restore"):
  pg_dump --format=custom --file=<file> "$DATABASE_URL"
  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" <file>`;

function usage(): never {
  console.error(USAGE);
  process.exit(2);
}

/**
 * Operations commands. `create-operator <username> <password> [role]` creates a back-office
 * operator in the configured database; without a role the first operator is an admin and any
 * later one `support`. The operator enrols a second factor at the first sign-in. `backup` and
 * `restore` copy a SQLite installation (database, installation secrets, local uploads) to one
 * file and back (src/backup/sqlite-backup.ts).
 */
async function main(argv: string[]) {
  const [command, ...args] = argv;
  if (command === 'backup' || command === 'restore') {
    if (args.length !== 1) usage();
    return copyCommand(command, args[0]!, loadConfig());
  }
  const role = args[2];
  if (
    command !== 'create-operator' ||
    args.length < 2 ||
    args.length > 3 ||
    (role !== undefined && !isOperatorRole(role))
  ) {
    usage();
  }
  const { server, money } = await buildApp({
    config: { ...loadConfig(), LOG_LEVEL: 'warn' },
    logger: false,
  });
  try {
    const created = await money.operators.create(
      args[0]!,
      args[1]!,
      isOperatorRole(role) ? role : undefined,
    );
    console.log(created ? `operator ${args[0]} created` : `operator ${args[0]} already exists`);
  } finally {
    await server.close();
  }
}

async function copyCommand(command: 'backup' | 'restore', file: string, config: LoadedConfig) {
  if (config.DATABASE_URL) {
    console.error(POSTGRES_BACKUP);
    process.exit(2);
  }
  if (command === 'restore') {
    const { files } = restoreSqlite({ dataDir: config.DATA_DIR, source: file });
    console.log(`Restored ${file} into ${config.DATA_DIR} (${files} files besides the database)`);
    return;
  }
  const summary = await backupSqlite({
    dataDir: config.DATA_DIR,
    target: file,
    ...(config.FILE_STORE === 's3' && config.S3_BUCKET && { s3Bucket: config.S3_BUCKET }),
  });
  console.log(
    `Backed up ${config.DATA_DIR} to ${summary.file}: the database, ${summary.secrets} installation secrets, ` +
      (summary.uploadsElsewhere
        ? `and no uploads (they are in the ${summary.uploadsElsewhere}; back it up there)`
        : `${summary.uploads} uploaded files`),
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
