import { categoryTreeSchema } from '../../contract/catalog';
import { http } from './client';

/** GET /api/categories: the category tree. */
export async function fetchCategories() {
  const response = await http.get('/api/categories');
  return categoryTreeSchema.parse(response.data);
}
