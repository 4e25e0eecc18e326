/// The UI generates its types from `ui/schema.graphql`: it must be what the server serves.
#[test]
fn the_ui_schema_file_is_the_servers_schema() {
    let committed =
        std::fs::read_to_string(crate::support::helpers::repo_path("ui/schema.graphql"))
            .expect("ui/schema.graphql");
    assert!(
        committed == ensemblier::graphql::sdl(),
        "ui/schema.graphql is stale: run `cargo run -- schema > ui/schema.graphql` then `npm --prefix ui run codegen`"
    );
}
