//! The wasm packages `./build.sh` builds into www/pkg, smallest first, the full one last: the one
//! place they are named. build.sh reads this table's lines (`build_wasm`: `name profile level
//! features`), and the engine answers from it which packages a widget needs ([`packages_for`]:
//! the elements' vocabulary, `elementSpec` and `elementSettings`, in every package).
//!
//! A package is the crate built for wasm32 with some of its Cargo features (Cargo.toml says what
//! each turns on): `features` lists every feature the build turns on, the ones they imply too, so
//! that whether a package holds what a widget needs is read here; none means the default ones,
//! every family (the full package). Every package carries the elements' vocabulary; a family's
//! own carries `playground` too (the URL fields: `specFields`, `parseState`, …), which its lesson
//! pages' rule forms read, so that a lesson loads its family's package alone.

/// A wasm package: its name (`NAME.js` and `NAME_bg.wasm`), the Cargo profile, LLVM inlining
/// threshold and wasm-opt level it is built with, and its Cargo features (none: the default ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Package {
    /// `nimlab`, `nimlab_move_fn`, ….
    pub name: &'static str,
    /// The Cargo profile: `release` (the full package, for speed) or `wasm-small` (for size).
    pub profile: &'static str,
    /// wasm-opt's level.
    pub level: &'static str,
    /// LLVM's inlining threshold for the crate's own code and the link-time optimisation
    /// (`cargo rustc -- -C llvm-args=-inline-threshold=N`; the dependencies are built as for
    /// every package, so no package rebuilds them), or 0: the profile's. The course-page package
    /// takes 20: 1.5 KB gzipped less than at "s"'s default, its game's hardest moves as fast
    /// (measured in node, 2026-11-29: a pile of 2·10^7 under f(x) = x mod 2 + 1, a non-monotone
    /// f, Fibonacci Nim at 10^15). The views' analyses lose a quarter of their speed at 20
    /// (Analysis of 2x up to 10^6 34 -> 45 ms), so the other packages keep the default.
    pub inline: u32,
    /// Every feature it turns on; none: the default ones (every family).
    pub features: &'static [&'static str],
}

impl Package {
    /// The full package (every family), which holds what every other one does.
    pub const fn is_full(&self) -> bool {
        self.features.is_empty()
    }

    /// Whether it holds what the Cargo feature `feature` turns on.
    pub const fn has(&self, feature: &str) -> bool {
        let mut i = 0;
        while i < self.features.len() {
            if same(self.features[i], feature) {
                return true;
            }
            i += 1;
        }
        self.is_full()
    }
}

/// `a == b`, in a `const fn` (the packages are chosen at compile time: [`package_for`]).
pub const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Every package, smallest first (gzipped), the full one last. One a line, as build.sh reads
/// them (its sed pattern wants each `Package { … }` whole on its line).
#[rustfmt::skip]
pub const PACKAGES: [Package; 7] = [
    // the move-function game f(x) alone: the one-game course page's package (≤ 120,000 bytes gzipped with its page)
    Package { name: "nimlab_move_fn", profile: "wasm-small", level: "-Oz", inline: 20, features: &["move-fn-game"] },
    // a family's own, with the URL fields its lessons read (feature playground)
    Package { name: "nimlab_single_delete", profile: "wasm-small", level: "-Oz", inline: 0, features: &["single-delete", "playground"] },
    Package { name: "nimlab_blocking", profile: "wasm-small", level: "-Oz", inline: 0, features: &["blocking", "playground"] },
    Package { name: "nimlab_cut_the_knot", profile: "wasm-small", level: "-Oz", inline: 0, features: &["cut-the-knot", "playground"] },
    // the views of the game f(x) (a table, the g-base, a plot): its analyses without the periodic ones
    Package { name: "nimlab_move_fn_views", profile: "wasm-small", level: "-Oz", inline: 0, features: &["move-fn", "move-fn-game"] },
    // the whole move-function family: its games (periodic ones too), views, analyses and lessons
    Package { name: "nimlab_move_fn_all", profile: "wasm-small", level: "-Oz", inline: 0, features: &["move-fn", "move-fn-periodic", "move-fn-game", "playground"] },
    // every family, and the playground's URL state: the playground's package, built for speed
    Package { name: "nimlab", profile: "release", level: "-O3", inline: 0, features: &[] },
];

/// The full package's name.
pub const FULL: &str = PACKAGES[PACKAGES.len() - 1].name;

/// The packages holding what `feature` turns on, smallest first: the full one last (always).
pub fn packages_for(feature: &str) -> Vec<&'static str> {
    PACKAGES
        .iter()
        .filter(|p| p.has(feature))
        .map(|p| p.name)
        .collect()
}

/// The smallest package holding what `feature` turns on (the full one when none else does). A
/// `const fn`: the elements' vocabulary holds its answers, computed at compile time, and not
/// this table (the course-page package stays as small as it was).
pub const fn package_for(feature: &str) -> &'static str {
    let mut i = 0;
    while i < PACKAGES.len() {
        if PACKAGES[i].has(feature) {
            return PACKAGES[i].name;
        }
        i += 1;
    }
    FULL
}

#[cfg(test)]
mod tests {
    use super::*;

    /// build.sh's reading of the table (`package_table`), done here the same way: each line
    /// `Package { name: "…", profile: "…", level: "…", inline: N, features: &[…] }` read as
    /// `name profile level N features,comma-separated`.
    fn as_build_sh_reads() -> Vec<String> {
        let field = |line: &str, key: &str, end: char| -> Option<String> {
            let start = line.find(&format!("{key}: "))? + key.len() + 2;
            let len = line[start..].find(end)?;
            Some(line[start..start + len].replace(['"', '&', '[', ' '], ""))
        };
        include_str!("packages.rs")
            .lines()
            .filter(|l| l.trim_start().starts_with("Package { name: \""))
            .filter_map(|l| {
                let (name, profile) = (field(l, "name", ',')?, field(l, "profile", ',')?);
                let (level, inline) = (field(l, "level", ',')?, field(l, "inline", ',')?);
                let features = field(l, "features", ']')?;
                Some(format!("{name} {profile} {level} {inline} {features}"))
            })
            .collect()
    }

    #[test]
    fn build_sh_reads_every_package_of_the_table() {
        let table: Vec<String> = (PACKAGES.iter())
            .map(|p| {
                format!(
                    "{} {} {} {} {}",
                    p.name,
                    p.profile,
                    p.level,
                    p.inline,
                    p.features.join(",")
                )
            })
            .collect();
        assert_eq!(as_build_sh_reads(), table);
        let script = include_str!("../../build.sh");
        assert!(
            script.contains("src/spec/packages.rs"),
            "build.sh reads the table"
        );
    }

    #[test]
    fn the_full_package_is_last_and_alone_full() {
        assert_eq!(FULL, "nimlab");
        let full: Vec<_> = PACKAGES.iter().filter(|p| p.is_full()).collect();
        assert_eq!(full.len(), 1);
        // names are unique, and every feature named is one Cargo.toml declares
        let cargo = include_str!("../../Cargo.toml");
        for (i, p) in PACKAGES.iter().enumerate() {
            assert!(PACKAGES[..i].iter().all(|q| q.name != p.name), "{}", p.name);
            for f in p.features {
                assert!(cargo.contains(&format!("\n{f} = [")), "{}: {f}", p.name);
            }
        }
    }

    /// A package's features are closed: each turns on only features listed with it (Cargo.toml's
    /// `[features]`), so that `has` is the truth.
    #[test]
    fn each_package_lists_every_feature_it_turns_on() {
        let cargo = include_str!("../../Cargo.toml");
        for p in PACKAGES.iter().filter(|p| !p.is_full()) {
            for f in p.features {
                let line = cargo
                    .lines()
                    .find(|l| l.starts_with(&format!("{f} = [")))
                    .unwrap();
                let implied = line.split('"').skip(1).step_by(2);
                for g in implied {
                    assert!(p.has(g), "{}: {f} turns on {g}", p.name);
                }
            }
        }
    }

    #[test]
    fn every_feature_is_in_its_packages_and_the_full_one() {
        assert_eq!(
            packages_for("move-fn-game"),
            [
                "nimlab_move_fn",
                "nimlab_move_fn_views",
                "nimlab_move_fn_all",
                "nimlab"
            ]
        );
        assert_eq!(
            packages_for("move-fn"),
            ["nimlab_move_fn_views", "nimlab_move_fn_all", "nimlab"]
        );
        assert_eq!(
            packages_for("move-fn-periodic"),
            ["nimlab_move_fn_all", "nimlab"]
        );
        assert_eq!(packages_for("blocking"), ["nimlab_blocking", "nimlab"]);
        // the URL fields: in every family's own (its lessons read them), not the course page's
        // nor the views'
        let fields = packages_for("playground");
        assert!(!fields.contains(&"nimlab_move_fn") && !fields.contains(&"nimlab_move_fn_views"));
        assert_eq!(fields.len(), PACKAGES.len() - 2);
    }
}
