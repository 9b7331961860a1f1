import { CategoryList } from '../features/catalog/category-list';

export function App() {
  return (
    <main>
      <h1>Prodavnica</h1>
      <h2>Kategorije</h2>
      <CategoryList />
    </main>
  );
}
