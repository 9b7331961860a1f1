import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

/** A text a shopper may read or hear, where the code holds it. */
export type ShopText = { where: string; text: string; kind: 'jsx' | 'attribute' | 'literal' };

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

const root = path.resolve(import.meta.dirname, '../..');
/** Where shopper-facing text lives: views, machines' messages, contract rules, server answers and mails. */
const FOLDERS = ['src', 'machines', 'contract', 'server'];
/** Attributes a shopper reads or a screen reader says. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'legend']);
/** Calls whose text only developers read: logs, thrown errors, SQL. */
const DEVELOPER_CALLS =
  /(^|\.)(console|log|logger)\.\w+$|^(log\w*|warn|runInBackground|\w*Error|assert\w*|sql(\.\w+)?|require)$/;
/** Files whose texts are for the people who run the shop (configuration errors), not shoppers. */
const OPERATOR_FILES = ['server/env-schema.ts', 'server/config.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** `a.b.c` of a callee or tag, as written. */
function nameOf(node: Node | undefined): string {
  if (!node) return '';
  if (node.type === 'Identifier') return node.name as string;
  if (node.type === 'MemberExpression')
    return `${nameOf(node.object as Node)}.${nameOf(node.property as Node)}`;
  return '';
}

/** Prose rather than an identifier, a path, a class list or a format: two words or more of letters. */
const isProse = (text: string) =>
  /\p{L}{2,}\s+\p{L}/u.test(text) && !/[{};=<>]|:\/\/|^\s*[./#@]/.test(text) && !isClassList(text);

/** "cart-line unavailable", "order-status order-status-{…}": CSS classes, not words. */
const isClassList = (text: string) => /^[a-z0-9 {…}-]+$/.test(text) && text.includes('-');

function textsOf(file: string): ShopText[] {
  const ast = parse(readFileSync(file, 'utf8'), {
    sourceType: 'module',
    plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'],
  }) as unknown as Node;
  const found: ShopText[] = [];
  const where = (node: Node) => `${path.relative(root, file)}:${node.loc?.start.line}`;
  const add = (node: Node, text: string, kind: ShopText['kind']) =>
    found.push({ where: where(node), text: text.replace(/\s+/g, ' ').trim(), kind });

  const visit = (node: Node, forDevelopers: boolean): void => {
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TSTypeAnnotation':
      case 'TSTypeAliasDeclaration':
      case 'TSInterfaceDeclaration':
        return;
      case 'CallExpression':
      case 'NewExpression':
        if (DEVELOPER_CALLS.test(nameOf(node.callee as Node))) forDevelopers = true;
        break;
      case 'TaggedTemplateExpression':
        if (DEVELOPER_CALLS.test(nameOf(node.tag as Node))) return;
        break;
      case 'ThrowStatement':
        forDevelopers = true;
        break;
      case 'ObjectProperty':
        // A state's description is for the developer in Stately.
        if (nameOf(node.key as Node) === 'description' && file.includes(`${path.sep}machines${path.sep}`))
          return;
        break;
      case 'JSXText':
        if (/\p{L}/u.test(node.value as string)) add(node, node.value as string, 'jsx');
        return;
      case 'JSXAttribute': {
        const name = nameOf(node.name as Node) || ((node.name as Node).name as string);
        const value = node.value as Node | null;
        // className, href, data-*: not read by the shopper.
        if (!VISIBLE_ATTRIBUTES.has(name)) {
          if (value?.type === 'StringLiteral') return;
          break;
        }
        if (value?.type === 'StringLiteral') add(value, value.value as string, 'attribute');
        const expression = value?.type === 'JSXExpressionContainer' ? (value.expression as Node) : undefined;
        if (expression?.type === 'TemplateLiteral')
          add(
            expression,
            (expression.quasis as Node[])
              .map((quasi) => (quasi.value as { cooked: string }).cooked)
              .join('{…}'),
            'attribute',
          );
        if (value?.type === 'StringLiteral' || expression?.type === 'TemplateLiteral') return;
        break;
      }
      case 'StringLiteral':
        if (!forDevelopers && isProse(node.value as string)) add(node, node.value as string, 'literal');
        return;
      case 'TemplateLiteral': {
        const quasis = (node.quasis as Node[]).map((quasi) => (quasi.value as { cooked: string }).cooked);
        const text = quasis.join('{…}');
        if (!forDevelopers && isProse(quasis.join(' 1 '))) add(node, text, 'literal');
        break;
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(child)) {
        for (const item of child) if (item && typeof item.type === 'string') visit(item, forDevelopers);
      } else if (child && typeof (child as Node).type === 'string') visit(child as Node, forDevelopers);
    }
  };
  visit(ast, false);
  return found;
}

/** Every text of the shop's code a shopper may read, with where it is. */
export function shopTexts(): ShopText[] {
  return FOLDERS.flatMap(sourceFiles)
    .filter((file) => !OPERATOR_FILES.includes(path.relative(root, file)))
    .flatMap(textsOf);
}
