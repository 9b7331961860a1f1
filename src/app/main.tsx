import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { showPageInScript } from '../actors/page-script';
import { readStoredScript } from '../actors/script.actors';
import { App } from './app';
import '../styles/base.css';

// The remembered script from the very first paint; the script machine (machines/script) takes over
// when the shop's actors start, after that paint.
showPageInScript(readStoredScript(window.localStorage) ?? 'latin');

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
