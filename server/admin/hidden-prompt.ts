/**
 * Asks a question on the terminal and reads the answer without showing it (a password). The
 * terminal is put in raw mode, so what is typed is not echoed; Enter ends the answer, Backspace
 * takes back a character, Ctrl+C or Ctrl+D gives up (null).
 */
export function askHidden(
  question: string,
  input = process.stdin,
  output = process.stderr,
): Promise<string | null> {
  return new Promise((resolve) => {
    output.write(question);
    let answer = '';
    const finish = (result: string | null) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(answer);
        if (char === '\u0003' || char === '\u0004') return finish(null);
        if (char === '\u007f' || char === '\b') answer = [...answer].slice(0, -1).join('');
        else if (char >= ' ') answer += char;
      }
    };
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
