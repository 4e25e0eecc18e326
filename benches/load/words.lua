-- The trade words the varied scenarios draw from (benches/load/paced.rs has the same list).
words = { "ebeniste", "tapissier", "decorateur", "decoratrice", "architecte", "interieur",
  "peintre", "doreur", "staffeur", "menuisier", "agenceur", "designer", "styliste", "vendeur",
  "conseiller", "chef", "projet", "atelier", "restauration", "luminaire", "textile", "papier",
  "ceramiste", "verrier", "marbrier", "ferronnier", "encadreur", "showroom", "cuisine", "bain" }
