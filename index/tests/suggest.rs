//! Suggestions while a candidate types « Quel job ? » (issue 39): « tapi » shows tapissier and
//! tapissière with their live counts, most offers first; « tapisi » is forgiven.

use ensemblier_index::synthetic::NOW;
use ensemblier_index::{OfferDocument, OfferIndex, Suggestion, SuggestionKind};

const DAY: i64 = 86_400;

fn offer(id: u64, title: &str, position: &str) -> OfferDocument {
    OfferDocument {
        id,
        title: title.to_owned(),
        position_name: position.to_owned(),
        description: "<p>Atelier de tapisserie d'ameublement.</p>".to_owned(),
        company_name: "Maison Exemple".to_owned(),
        published_at: NOW - DAY,
        expires_at: NOW + 30 * DAY,
        ..OfferDocument::default()
    }
}

fn index() -> OfferIndex {
    let index = OfferIndex::in_memory().expect("an index");
    let offers = [
        offer(1, "Tapissier décorateur H/F", "Tapissier"),
        offer(2, "Tapissier d'ameublement", "Tapissier"),
        offer(3, "Tapissière", "Tapissier"),
        offer(4, "Tapissière couturière", "Couturier"),
        offer(5, "Ébéniste", "Ébéniste"),
        // Expired: counted nowhere.
        OfferDocument {
            expires_at: NOW - 1,
            ..offer(6, "Tapissière en siège", "Tapissier")
        },
        // Replaced, then deleted: counted once, then not at all.
        offer(7, "Chef d'atelier tapissier", "Tapissier"),
        offer(8, "Tapissière garnisseuse", "Tapissier"),
    ];
    for offer in &offers {
        index.upsert(offer).expect("indexed");
    }
    index
        .upsert(&offer(7, "Chef d'atelier", "Chef d'atelier"))
        .expect("replaced");
    index.delete(8);
    index.commit().expect("committed");
    index
}

fn shown(suggestions: &[Suggestion]) -> Vec<(&str, SuggestionKind, u64)> {
    suggestions
        .iter()
        .map(|s| (s.text.as_str(), s.kind, s.count))
        .collect()
}

#[test]
fn typing_tapi_shows_tapissier_and_tapissiere_with_their_live_counts() {
    let index = index();
    let suggestions = index.suggest("tapi", NOW, 8).expect("suggestions");
    assert_eq!(
        shown(&suggestions),
        [
            // The position of offers 1 to 3 and the word of their titles and position: one
            // suggestion, the position's, with its 3 offers.
            ("Tapissier", SuggestionKind::Position, 3),
            ("tapissière", SuggestionKind::Word, 2),
            // Ties: the shorter first.
            ("Tapissière couturière", SuggestionKind::Title, 1),
            ("Tapissier d'ameublement", SuggestionKind::Title, 1),
            ("Tapissier décorateur H/F", SuggestionKind::Title, 1),
        ]
    );
    assert!(suggestions.iter().all(|s| !s.corrected));
    // Case and accents do not matter; neither does where the cursor's word stands.
    assert_eq!(
        index.suggest("TAPÌ", NOW, 8).expect("suggestions"),
        suggestions
    );
    // A phrase completes as a whole; what completes it with a typo forgiven comes after.
    let phrase = index.suggest("tapissier dé", NOW, 8).expect("suggestions");
    assert_eq!(
        shown(&phrase),
        [
            ("Tapissier décorateur H/F", SuggestionKind::Title, 1),
            ("Tapissier d'ameublement", SuggestionKind::Title, 1)
        ]
    );
    assert_eq!((phrase[0].corrected, phrase[1].corrected), (false, true));
}

#[test]
fn a_typo_is_forgiven_after_three_letters_and_said() {
    let index = index();
    let suggestions = index.suggest("tapisi", NOW, 3).expect("suggestions");
    assert_eq!(suggestions[0].text, "Tapissier");
    assert!(suggestions.iter().all(|s| s.corrected));
    assert!(index.suggest("ebe", NOW, 8).expect("found")[0].text == "Ébéniste");
    // Too short, or nothing like it: nothing.
    assert!(index.suggest("t", NOW, 8).expect("none").is_empty());
    assert!(index.suggest("xylophone", NOW, 8).expect("none").is_empty());
    assert!(index.suggest("", NOW, 8).expect("none").is_empty());
}

#[test]
fn an_offer_that_expires_leaves_the_counts_at_once() {
    let index = index();
    let later = index.suggest("ebeniste", NOW + 31 * DAY, 8).expect("none");
    assert!(later.is_empty(), "{later:?}");
}

#[test]
fn a_title_that_only_adds_h_f_to_a_position_is_not_suggested_twice() {
    // Issue 58, item 35: « Tapissier / Tapissière » (the position) and « Tapissier /
    // Tapissière H/F » (a title) read as near-duplicates.
    let index = OfferIndex::in_memory().expect("an index");
    for (id, title) in [
        (1, "Tapissier / Tapissière H/F"),
        (2, "Tapissier / Tapissière (F/H)"),
        (3, "Tapissier / Tapissière"),
    ] {
        index
            .upsert(&offer(id, title, "Tapissier / Tapissière"))
            .expect("indexed");
    }
    index.commit().expect("committed");
    let suggestions = index.suggest("tapissier tap", NOW, 8).expect("suggestions");
    let phrases: Vec<_> = shown(&suggestions)
        .into_iter()
        .filter(|(text, _, _)| text.contains('/'))
        .collect();
    assert_eq!(
        phrases,
        [("Tapissier / Tapissière", SuggestionKind::Position, 3)]
    );
}
