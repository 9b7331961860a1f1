import { TYPED_ATTRIBUTE } from '../../contract/page-head';
import { latinToCyrillic, type Script } from '../../contract/serbian-script';
import { knownBrands, knownModels } from '../api/known-brands';

/**
 * Shows the page in Serbian Cyrillic, or back in Latin. The views render Latin; in Cyrillic every
 * text node and every shopper-read attribute of the document (the title too) is transliterated as
 * it appears or changes, before the browser paints it: a MutationObserver's records arrive in a
 * microtask. Preact rewrites a text only when its own value changes, and the observer rewrites it
 * again. What a shopper types (input and textarea values) and what is marked to stay Latin
 * (`translate="no"`, data-script="latin") is never changed.
 */
const ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'];
/** Areas marked to stay Latin, attributes and all. */
const LATIN_AREAS = '[translate="no"], [data-script="latin"]';
/** Texts never changed: those areas, code, and a textarea's typed value (not its placeholder). */
const UNTOUCHED_TEXT = `script, style, textarea, ${LATIN_AREAS}`;

type Written = { latin: string; cyrillic: string };
/** What each node held in Latin, to turn it back; only while it still shows what was written. */
const textsWritten = new WeakMap<Text, Written>();
const attributesWritten = new WeakMap<Element, Map<string, Written>>();

let observer: MutationObserver | null = null;

/** A text in Cyrillic; in the title, what the shopper typed (its data-typed) stays as typed. */
function toCyrillic(node: Text): string {
  const toScript = (text: string) => latinToCyrillic(text, knownBrands, knownModels);
  const typed =
    node.parentElement?.tagName === 'TITLE' ? node.parentElement.getAttribute(TYPED_ATTRIBUTE) : null;
  return typed ? node.data.split(typed).map(toScript).join(typed) : toScript(node.data);
}

function writeText(node: Text): void {
  if (node.parentElement?.closest(UNTOUCHED_TEXT)) return;
  const latin = node.data;
  const cyrillic = toCyrillic(node);
  if (cyrillic === latin) return;
  textsWritten.set(node, { latin, cyrillic });
  node.data = cyrillic;
}

function writeAttribute(element: Element, name: string): void {
  const latin = element.getAttribute(name);
  if (latin === null || element.closest(LATIN_AREAS)) return;
  const cyrillic = latinToCyrillic(latin, knownBrands, knownModels);
  if (cyrillic === latin) return;
  const written = attributesWritten.get(element) ?? new Map<string, Written>();
  written.set(name, { latin, cyrillic });
  attributesWritten.set(element, written);
  element.setAttribute(name, cyrillic);
}

function writeTree(root: Node): void {
  if (root.nodeType === Node.TEXT_NODE) {
    writeText(root as Text);
    return;
  }
  if (root.nodeType !== Node.ELEMENT_NODE) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = root; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) writeText(node as Text);
    else for (const name of ATTRIBUTES) writeAttribute(node as Element, name);
  }
}

function restoreTree(root: Node): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node: Node | null = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const written = textsWritten.get(node as Text);
      if (written && (node as Text).data === written.cyrillic) (node as Text).data = written.latin;
      continue;
    }
    for (const [name, written] of attributesWritten.get(node as Element) ?? []) {
      if ((node as Element).getAttribute(name) === written.cyrillic)
        (node as Element).setAttribute(name, written.latin);
    }
  }
}

function onMutations(records: MutationRecord[]): void {
  for (const record of records) {
    if (record.type === 'characterData') writeText(record.target as Text);
    else if (record.type === 'attributes') writeAttribute(record.target as Element, record.attributeName!);
    else for (const node of record.addedNodes) writeTree(node);
  }
}

/** Shows the document in `script`; calling it again with the script it shows does nothing. */
export function showPageInScript(script: Script): void {
  const root = document.documentElement;
  root.lang = script === 'cyrillic' ? 'sr-Cyrl' : 'sr-Latn';
  if (script === 'cyrillic') {
    if (observer) return;
    observer = new MutationObserver(onMutations);
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ATTRIBUTES,
    });
    writeTree(root);
    return;
  }
  if (!observer) return;
  observer.disconnect();
  observer = null;
  restoreTree(root);
}
