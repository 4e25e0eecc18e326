//! The import graph of the server crate has no cycle: neither between its top-level modules
//! (`access`, `offers`, `billing`…) nor between its files (docs/ARCHITECTURE.md, "Layers").
//! Read from the `crate::`, `super::` and `self::` paths of each file of `src/` (the binary's
//! `cli/` and `main.rs` excepted, and each file's `#[cfg(test)]` part: a test may reach
//! anywhere). A module's use of its own submodules (`pub use child::Thing`) is how Rust
//! declares them, not a dependency, and is not counted.

use std::{
    collections::{BTreeMap, BTreeSet},
    fs,
    path::{Path, PathBuf},
};

/// Module path (`offers::read`) → file, for every file of the library.
fn modules(root: &Path) -> BTreeMap<String, PathBuf> {
    let mut found = BTreeMap::new();
    let mut dirs = vec![root.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in fs::read_dir(&dir).expect("src/ is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path
                .strip_prefix(root)
                .expect("under src/")
                .with_extension("");
            let mut segments: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(segments.as_slice(), [one] if one == "lib" || one == "main")
                || segments[0] == "cli"
            {
                continue;
            }
            if segments.last().is_some_and(|last| last == "mod") {
                segments.pop();
            }
            found.insert(segments.join("::"), path);
        }
    }
    found
}

/// The file's code without comments and without its `#[cfg(test)]` part (the test modules
/// come last in this crate).
fn code(text: &str) -> String {
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .map(|line| match line.find("//") {
            // `//` inside a string (a URL) is rare in code; cutting it only loses a path.
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path the code names from `crate`, `super` or `self`, use trees unfolded
/// (`use crate::{a::{b, c}, d}` gives `crate::a::b`, `crate::a::c`, `crate::d`).
fn paths(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    let chars: Vec<char> = code.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        let starts_word = at == 0 || !(chars[at - 1].is_alphanumeric() || chars[at - 1] == '_');
        let rest: String = chars[at..chars.len().min(at + 7)].iter().collect();
        if starts_word
            && ["crate::", "super::", "self::"]
                .iter()
                .any(|p| rest.starts_with(p))
        {
            let (tree, end) = tree_at(&chars, at);
            unfold("", &tree, &mut found);
            at = end;
        } else {
            at += 1;
        }
    }
    found
}

/// The path or use tree starting at `start`, and where it ends.
fn tree_at(chars: &[char], start: usize) -> (String, usize) {
    let mut depth = 0;
    let mut end = start;
    while end < chars.len() {
        let c = chars[end];
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth > 0 => {}
            c if c.is_alphanumeric() || c == '_' || c == ':' => {}
            _ => break,
        }
        end += 1;
    }
    (chars[start..end].iter().collect(), end)
}

fn unfold(prefix: &str, tree: &str, into: &mut Vec<String>) {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        let path = tree.split_whitespace().next().unwrap_or_default();
        if !path.is_empty() {
            into.push(format!("{prefix}{path}"));
        }
        return;
    };
    let head = format!("{prefix}{}", &tree[..open]);
    let body = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut depth = 0;
    let mut part = String::new();
    for c in body.chars().chain([',']) {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                match part.trim() {
                    "" => {}
                    "self" => into.push(head.trim_end_matches("::").to_owned()),
                    inner => unfold(&head, inner, into),
                }
                part.clear();
                continue;
            }
            _ => {}
        }
        part.push(c);
    }
}

/// The file (module) `path`, named in the module `from`, belongs to: its longest prefix that
/// is a file.
fn resolve(from: &str, path: &str, modules: &BTreeMap<String, PathBuf>) -> Option<String> {
    let mut segments: Vec<&str> = path.split("::").collect();
    let mut full: Vec<&str> = Vec::new();
    if segments[0] == "crate" {
        segments.remove(0);
    } else {
        full = from.split("::").filter(|s| !s.is_empty()).collect();
        // `super` in `a/b.rs` and in `a/b/mod.rs` alike is `a`: both files are `a::b`.
        while let Some(first) = segments.first() {
            match *first {
                "super" => {
                    full.pop();
                }
                "self" => {}
                _ => break,
            }
            segments.remove(0);
        }
    }
    full.extend(segments);
    (1..=full.len())
        .rev()
        .map(|n| full[..n].join("::"))
        .find(|candidate| modules.contains_key(candidate))
}

/// The strongly connected components of more than one node (Tarjan).
fn cycles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct Walk<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a str) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for next in self.edges.get(node).into_iter().flatten() {
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next.as_str()]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.low[node].min(self.index[next.as_str()]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    component.push(top.to_owned());
                    if top == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for node in edges.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.found
}

/// (file → files it uses, top-level module → top-level modules it uses).
type Graphs = (
    BTreeMap<String, BTreeSet<String>>,
    BTreeMap<String, BTreeSet<String>>,
);

fn graphs() -> Graphs {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let modules = modules(&root);
    let (mut files, mut top) = (BTreeMap::new(), BTreeMap::new());
    for (module, file) in &modules {
        let text = fs::read_to_string(file).expect("a source file");
        let uses: &mut BTreeSet<String> = files.entry(module.clone()).or_default();
        for path in paths(&code(&text)) {
            if let Some(target) = resolve(module, &path, &modules) {
                if target != *module {
                    uses.insert(target);
                }
            }
        }
        let first = |m: &str| m.split("::").next().unwrap_or_default().to_owned();
        let from = first(module);
        let reached: BTreeSet<String> = uses
            .iter()
            .map(|t| first(t))
            .filter(|t| *t != from)
            .collect();
        top.entry(from)
            .or_insert_with(BTreeSet::new)
            .extend(reached);
    }
    (files, top)
}

#[test]
fn no_top_level_module_imports_one_that_imports_it_back() {
    let (_, top) = graphs();
    assert!(top.len() > 30, "the modules of src/ were found: {top:?}");
    assert!(top["offers"].contains("access"), "paths were read: {top:?}");
    assert_eq!(cycles(&top), Vec::<Vec<String>>::new());
}

#[test]
fn no_file_imports_one_that_imports_it_back() {
    let (files, _) = graphs();
    assert_eq!(cycles(&files), Vec::<Vec<String>>::new());
}

#[test]
fn access_imports_no_domain() {
    let (_, top) = graphs();
    let allowed: BTreeSet<String> = ["error"].map(str::to_owned).into();
    assert!(top["access"].is_subset(&allowed), "{:?}", top["access"]);
}

#[test]
fn use_trees_unfold_and_cycles_are_found() {
    assert_eq!(
        paths("use crate::{a::{self, b}, c::D as E};\nlet x = super::f::g(1);"),
        ["crate::a", "crate::a::b", "crate::c::D", "super::f::g"]
    );
    let edges: BTreeMap<String, BTreeSet<String>> =
        [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")]
            .into_iter()
            .fold(BTreeMap::new(), |mut map, (from, to)| {
                map.entry(from.to_owned())
                    .or_insert_with(BTreeSet::new)
                    .insert(to.to_owned());
                map
            });
    assert_eq!(cycles(&edges), [["a", "b", "c"]]);
}
