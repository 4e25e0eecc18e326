-- What the varied scenarios draw from: the trade words (benches/load/paced.rs has the same
-- list), the region and contract ids of the generated offers, and one or two words a search.
words = { "ebeniste", "tapissier", "decorateur", "decoratrice", "architecte", "interieur",
  "peintre", "doreur", "staffeur", "menuisier", "agenceur", "designer", "styliste", "vendeur",
  "conseiller", "chef", "projet", "atelier", "restauration", "luminaire", "textile", "papier",
  "ceramiste", "verrier", "marbrier", "ferronnier", "encadreur", "showroom", "cuisine", "bain" }
region = os.getenv("LOAD_REGION") or "1"
contract = os.getenv("LOAD_CONTRACT") or "1"
math.randomseed(os.time())

-- One trade word, or two joined by `separator` half of the time.
function search_terms(separator)
  local terms = words[math.random(#words)]
  if math.random(2) == 1 then terms = terms .. separator .. words[math.random(#words)] end
  return terms
end
