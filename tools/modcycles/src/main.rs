//! A second reader of a crate's module graph (issue 48), beside
//! `scripts/import-cycles.py`: it parses every module with `syn` rather
//! than reading text, follows `mod` items to their files (`#[path]` too),
//! and counts the cycles among modules that use each other.
//!
//! What is an edge, as the first reader counts it: module A refers to
//! module B (a `use`, or any path: `crate::`, `self::`, `super::`, a child
//! module's name, or a name a `use` brought in). A reference to A itself
//! or to an ancestor of A is none (a child always sits inside its
//! parent); a parent's `pub use` of an item is followed to the module
//! that defines it. Usage: `modcycles <crate src dir>...`; exits 1 when a
//! cycle is found, 2 when a file cannot be read.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use syn::visit::Visit;

/// A module's place in its crate: `["json", "season"]`; the root is `[]`.
type ModPath = Vec<String>;

/// One module: its items (an inline module's, or its file's).
struct Module {
    path: ModPath,
    items: Vec<syn::Item>,
}

/// Reads the crate whose root is `src/lib.rs` (else `src/main.rs`).
fn load_crate(src: &Path) -> Result<Vec<Module>, String> {
    let root = [src.join("lib.rs"), src.join("main.rs")]
        .into_iter()
        .find(|p| p.exists())
        .ok_or(format!("{}: no lib.rs or main.rs", src.display()))?;
    let mut out = Vec::new();
    load(Vec::new(), parse(&root)?.items, src.to_path_buf(), &mut out)?;
    Ok(out)
}

fn parse(file: &Path) -> Result<syn::File, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    syn::parse_file(&text).map_err(|e| format!("{}: {e}", file.display()))
}

/// Adds the module at `path` and, depth first, its children; `dir` is
/// where its children's files are.
fn load(path: ModPath, items: Vec<syn::Item>, dir: PathBuf, out: &mut Vec<Module>) -> Result<(), String> {
    for item in &items {
        let syn::Item::Mod(m) = item else { continue };
        let name = m.ident.to_string();
        let mut child = path.clone();
        child.push(name.clone());
        match &m.content {
            Some((_, inner)) => load(child, inner.clone(), dir.join(&name), out)?,
            None => {
                let file = path_attr(&m.attrs).map(|p| dir.join(p)).unwrap_or_else(|| {
                    let flat = dir.join(format!("{name}.rs"));
                    if flat.exists() {
                        flat
                    } else {
                        dir.join(&name).join("mod.rs")
                    }
                });
                load(child, parse(&file)?.items, dir.join(&name), out)?;
            }
        }
    }
    out.push(Module { path, items });
    Ok(())
}

/// `#[path = "..."]` on a `mod` item.
fn path_attr(attrs: &[syn::Attribute]) -> Option<String> {
    attrs.iter().find(|a| a.path().is_ident("path")).and_then(|a| match &a.meta {
        syn::Meta::NameValue(nv) => match &nv.value {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

/// The paths a module's own items name (not its child modules'), and the
/// names its `use` items bring in, with whether each is re-exported.
#[derive(Default)]
struct Refs {
    paths: Vec<Vec<String>>,
    /// Name brought in -> (the path it names, re-exported).
    uses: Vec<(String, Vec<String>, bool)>,
}

impl<'ast> Visit<'ast> for Refs {
    fn visit_item_mod(&mut self, _: &'ast syn::ItemMod) {
        // A child module is a node of its own.
    }
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let public = !matches!(u.vis, syn::Visibility::Inherited);
        let mut found = Vec::new();
        flatten(&u.tree, Vec::new(), &mut found);
        for (path, name) in found {
            if let Some(name) = name {
                self.uses.push((name, path.clone(), public));
            }
            self.paths.push(path);
        }
    }
    fn visit_path(&mut self, p: &'ast syn::Path) {
        if p.segments.len() > 1 {
            self.paths.push(p.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        syn::visit::visit_path(self, p);
    }
}

/// A `use` tree as full paths, each with the name it brings in (none for
/// a glob).
fn flatten(tree: &syn::UseTree, prefix: Vec<String>, out: &mut Vec<(Vec<String>, Option<String>)>) {
    let with = |s: String| {
        let mut p = prefix.clone();
        p.push(s);
        p
    };
    match tree {
        syn::UseTree::Path(p) => flatten(&p.tree, with(p.ident.to_string()), out),
        syn::UseTree::Name(n) if n.ident == "self" => out.push((prefix.clone(), prefix.last().cloned())),
        syn::UseTree::Name(n) => out.push((with(n.ident.to_string()), Some(n.ident.to_string()))),
        syn::UseTree::Rename(r) => out.push((with(r.ident.to_string()), Some(r.rename.to_string()))),
        syn::UseTree::Glob(_) => out.push((prefix.clone(), None)),
        syn::UseTree::Group(g) => g.items.iter().for_each(|t| flatten(t, prefix.clone(), out)),
    }
}

/// The crate's modules and what each refers to.
struct Graph {
    modules: BTreeSet<ModPath>,
    refs: BTreeMap<ModPath, Refs>,
}

impl Graph {
    fn new(modules: &[Module]) -> Graph {
        let refs = modules
            .iter()
            .map(|m| {
                let mut r = Refs::default();
                m.items.iter().for_each(|i| r.visit_item(i));
                (m.path.clone(), r)
            })
            .collect();
        Graph { modules: modules.iter().map(|m| m.path.clone()).collect(), refs }
    }

    /// The module a path names from module `cur` (`None`: outside the
    /// crate). `depth` stops a `use` that names itself.
    fn resolve(&self, cur: &ModPath, segs: &[String], depth: usize) -> Option<ModPath> {
        let first = segs.first()?;
        let (mut at, rest): (ModPath, &[String]) = match first.as_str() {
            "crate" => (Vec::new(), &segs[1..]),
            "self" => (cur.clone(), &segs[1..]),
            "super" => {
                let supers = segs.iter().take_while(|s| *s == "super").count();
                (cur[..cur.len().checked_sub(supers)?].to_vec(), &segs[supers..])
            }
            _ if self.modules.contains(&[cur.as_slice(), &segs[..1]].concat()) => (cur.clone(), segs),
            _ if depth < 8 => {
                // A name a `use` of this module brought in.
                let (_, path, _) = self.refs.get(cur)?.uses.iter().find(|(n, p, _)| n == first && p.len() > 1)?;
                let mut whole = path.clone();
                whole.extend_from_slice(&segs[1..]);
                return self.resolve(cur, &whole, depth + 1);
            }
            _ => return None,
        };
        for seg in rest {
            let child = [at.as_slice(), std::slice::from_ref(seg)].concat();
            if self.modules.contains(&child) {
                at = child;
                continue;
            }
            // An item the module re-exports: where it is defined.
            let reexport = self.refs.get(&at).and_then(|r| r.uses.iter().find(|(n, _, public)| *public && n == seg));
            match reexport.and_then(|(_, path, _)| (depth < 8).then(|| self.resolve(&at, path, depth + 1)).flatten()) {
                Some(m) if m != at => at = m,
                _ => break,
            }
        }
        Some(at)
    }

    /// Module -> the modules it refers to, as defined above.
    fn edges(&self) -> BTreeMap<ModPath, BTreeSet<ModPath>> {
        self.refs
            .iter()
            .map(|(cur, r)| {
                let to = r.paths.iter().filter_map(|p| self.resolve(cur, p, 0)).filter(|t| !cur.starts_with(t)).collect();
                (cur.clone(), to)
            })
            .collect()
    }
}

/// The cycles: strongly connected components of more than one module
/// (Tarjan's algorithm).
fn cycles(edges: &BTreeMap<ModPath, BTreeSet<ModPath>>) -> Vec<Vec<ModPath>> {
    struct T<'a> {
        edges: &'a BTreeMap<ModPath, BTreeSet<ModPath>>,
        index: BTreeMap<&'a ModPath, (usize, usize)>,
        stack: Vec<&'a ModPath>,
        on: BTreeSet<&'a ModPath>,
        out: Vec<Vec<ModPath>>,
    }
    impl<'a> T<'a> {
        fn visit(&mut self, v: &'a ModPath) {
            let n = self.index.len();
            self.index.insert(v, (n, n));
            self.stack.push(v);
            self.on.insert(v);
            for w in self.edges.get(v).into_iter().flatten() {
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.index[w].1.min(self.index[v].1);
                    self.index.get_mut(v).expect("visited").1 = low;
                } else if self.on.contains(w) {
                    let low = self.index[w].0.min(self.index[v].1);
                    self.index.get_mut(v).expect("visited").1 = low;
                }
            }
            if self.index[v].0 == self.index[v].1 {
                let mut part = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on.remove(w);
                    part.push(w.clone());
                    if w == v {
                        break;
                    }
                }
                if part.len() > 1 {
                    part.sort();
                    self.out.push(part);
                }
            }
        }
    }
    let mut t = T { edges, index: BTreeMap::new(), stack: Vec::new(), on: BTreeSet::new(), out: Vec::new() };
    for v in edges.keys() {
        if !t.index.contains_key(v) {
            t.visit(v);
        }
    }
    t.out
}

fn name(p: &ModPath) -> String {
    if p.is_empty() {
        "crate".into()
    } else {
        p.join("::")
    }
}

fn main() {
    let mut found = 0;
    for dir in std::env::args().skip(1) {
        let modules = match load_crate(Path::new(&dir)) {
            Ok(m) => m,
            Err(e) => {
                eprintln!("modcycles: {e}");
                std::process::exit(2);
            }
        };
        let edges = Graph::new(&modules).edges();
        let cycles = cycles(&edges);
        let count: usize = edges.values().map(BTreeSet::len).sum();
        println!("{dir}: {} modules, {count} edges, cycles: {}", modules.len(), cycles.len());
        for c in &cycles {
            println!("  cycle: {}", c.iter().map(name).collect::<Vec<_>>().join(" <-> "));
        }
        found += cycles.len();
    }
    if found > 0 {
        std::process::exit(1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A crate from `(file, text)` pairs in a fresh directory; its cycles.
    fn cycles_of(files: &[(&str, &str)]) -> Vec<String> {
        let dir = std::env::temp_dir().join(format!("modcycles-{}-{}", std::process::id(), files[0].1.len() + files.len()));
        let _ = std::fs::remove_dir_all(&dir);
        for (f, text) in files {
            let p = dir.join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
        let modules = load_crate(&dir).unwrap();
        let out = cycles(&Graph::new(&modules).edges()).iter().map(|c| c.iter().map(name).collect::<Vec<_>>().join(" ")).collect();
        std::fs::remove_dir_all(&dir).unwrap();
        out
    }

    /// a -> b -> c -> a through `use`, a path and `super::`: one cycle of
    /// three. Without c's way back: none.
    #[test]
    fn a_circle_of_three_files_is_one_cycle() {
        let lib = "mod a; mod b; mod c;";
        let a = "use crate::b::X; pub struct Z;";
        let b = "pub struct X; fn f() { let _ = crate::c::Y; }";
        assert_eq!(cycles_of(&[("lib.rs", lib), ("a.rs", a), ("b.rs", b), ("c.rs", "pub struct Y; use super::a::Z;")]), ["a b c"]);
        assert!(cycles_of(&[("lib.rs", lib), ("a.rs", a), ("b.rs", b), ("c.rs", "pub struct Y;")]).is_empty());
    }

    /// A child using its parent, and a parent its child, is no cycle; an
    /// inline module and a `mod.rs` are modules of their own.
    #[test]
    fn parents_and_children_are_no_cycle() {
        let lib = "pub mod p; pub struct Top;";
        let p = "pub mod q; mod inner { use super::q::T; } use self::q::T as U;";
        let q = "pub struct T; use crate::Top; use super::super::p;";
        assert!(cycles_of(&[("lib.rs", lib), ("p/mod.rs", p), ("p/q.rs", q)]).is_empty());
    }

    /// A re-export is followed to where the item is defined: r uses
    /// `crate::p::T` (defined in p::q) and p::q uses r, a cycle r <-> p::q.
    #[test]
    fn a_reexport_is_followed() {
        let lib = "mod p; mod r;";
        let p = "pub use self::q::T; pub mod q { pub struct T; fn f() { let _ = crate::r::U; } }";
        let r = "pub struct U; use crate::p::T;";
        assert_eq!(cycles_of(&[("lib.rs", lib), ("p.rs", p), ("r.rs", r)]), ["p::q r"]);
    }
}
