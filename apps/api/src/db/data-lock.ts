/**
 * One process at a time on an embedded database folder (issue 36, point 4). PGlite is the database inside the process
 * that opens it: two processes on one folder (a running store and `npm run catalog`) would each write the files
 * without knowing of the other. Whoever opens the folder writes its pid into `vitrine.pid` there; a second process
 * finds a live pid and is refused with a Portuguese message. A pid that no longer runs (a killed store) is stale and
 * taken over. Closing the database removes the file.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'vitrine.pid';

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A pid is reused: after a restart (a container's, a machine's) the file may name a process that is no store at
  // all. Where the system says what a process runs (Linux), only a Node.js process counts as the holder.
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0')[0] ?? '';
    return /(^|\/)node(js)?$/.test(program);
  } catch {
    return true;
  }
};

/** Takes the folder for this process, or throws while another live process holds it; answers the release. */
export function holdDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const mine = `${process.pid}\n`;
  try {
    writeFileSync(path, mine, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    if (Number.isInteger(pid) && pid !== process.pid && alive(pid)) {
      throw new Error(
        `A pasta de dados ${dir} está em uso por outro processo da loja (pid ${pid}): o banco embutido aceita um ` +
          'processo de cada vez. Pare a loja antes de usar este comando, ou faça a mesma operação pela API ' +
          'administrativa da loja em execução (POST /v2/admin/import, GET /v2/admin/export).',
      );
    }
    writeFileSync(path, mine);
  }
  const release = () => {
    try {
      if (readFileSync(path, 'utf8') === mine) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  process.once('exit', release);
  return release;
}
