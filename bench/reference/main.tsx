// The Lighthouse reference (bench/lighthouse.bench.ts): a bare Vite + React page of 24 product
// cards, what a minimal shop listing costs, measured beside the shop in the same run.
import { createRoot } from 'react-dom/client';

const products = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  name: `Proizvod ${i + 1}`,
  price: `${(990 + i * 100).toLocaleString('sr-RS')} RSD`,
}));

function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 1200, margin: '0 auto', padding: 16 }}>
      <h1>Proizvodi</h1>
      <ul
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
          gap: 16,
          listStyle: 'none',
          padding: 0,
        }}
      >
        {products.map((product) => (
          <li key={product.id} style={{ border: '1px solid #ddd', borderRadius: 8, padding: 12 }}>
            <img
              src="/placeholder.svg"
              alt={product.name}
              width={160}
              height={160}
              style={{ width: '100%', height: 'auto' }}
            />
            <h2 style={{ fontSize: 16 }}>{product.name}</h2>
            <p>{product.price}</p>
            <button type="button">Dodaj u korpu</button>
          </li>
        ))}
      </ul>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
