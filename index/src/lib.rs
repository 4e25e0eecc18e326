//! Ensemblier's search index. It knows French text, places and offers as plain types;
//! nothing here speaks HTTP or SQL (the server adapts).

pub mod text;
