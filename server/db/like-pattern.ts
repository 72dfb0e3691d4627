/**
 * A LIKE pattern that matches `text` anywhere in a value, its `%`, `_` and
 * `\` taken literally; the statement must say `escape '\'`.
 */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
