import { startShop } from './start-shop';
import '../styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// Not a top-level await: the page chunks import the entry, which must finish evaluating first.
void startShop(root);
