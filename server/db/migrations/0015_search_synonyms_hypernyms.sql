-- More of the shop's default search synonyms (the first ones are in migration 0007): the words
-- Serbian shoppers type for what the catalogue names otherwise, and the names of a kind for its
-- members (hypernyms: "lonac" for "Set šerpi" and "Tiganj"), each for products the demo catalogue
-- holds. Search keys on both sides (lower case, Latin, no diacritics). The list is data: the owner
-- adds to it or changes it with catalog:import's "synonyms" (docs/catalog-import.md), and an
-- entry already there (the owner's) is kept.
INSERT INTO search_synonyms (word, synonyms) VALUES
  ('lonac', '{serpa,serpe,serpi,tiganj}'),
  ('lonci', '{serpa,serpe,serpi,tiganj}'),
  ('tava', '{tiganj}'),
  ('vesmasina', '{masina}'),
  ('smartfon', '{mobilni}'),
  ('prenosni', '{laptop}'),
  ('prenosnik', '{laptop}'),
  ('smart', '{pametni,pametna,pametno}'),
  ('bubice', '{slusalice}'),
  ('kuvalo', '{cajnik}'),
  ('airfryer', '{friteza}'),
  ('svetiljka', '{lampa,plafonjera}'),
  ('sofa', '{garnitura}'),
  ('kauc', '{garnitura}'),
  ('kosacica', '{kosilica}'),
  ('bajs', '{bicikl}'),
  ('strunjaca', '{prostirka}'),
  ('ruksak', '{ranac}')
ON CONFLICT (word) DO NOTHING;
