//! The engine against the plain Python reference scorer of issue 23
//! (`scripts/nts_reference.py`, written from book 000 and the rulings):
//! on a seeded full-field NTS mix (`scripts/nts-mix.py`: winners and
//! non-winners, open and concealed melds, kongs, the last tile of the
//! wall, refused hands) both must give the same answer: valid or not,
//! and for a valid hand the score, the waits and the items. Skips, and
//! says so, where `python3` is missing.

use std::process::{Command, Stdio};

use mahjong_core::json::process_line;

fn python(args: &[&str], input: Option<&str>) -> Option<String> {
    let mut child = Command::new("python3")
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .ok()?;
    let mut stdin = child.stdin.take()?;
    let input = input.unwrap_or("").to_string();
    let writer = std::thread::spawn(move || std::io::Write::write_all(&mut stdin, input.as_bytes()));
    let out = child.wait_with_output().ok()?;
    writer.join().ok()?.ok()?;
    assert!(out.status.success(), "python3 {args:?} failed");
    String::from_utf8(out.stdout).ok()
}

#[test]
fn the_python_reference_scores_the_nts_mix_alike() {
    let Some(mix) = python(&["scripts/nts-mix.py", "3000", "7"], None) else {
        eprintln!("skipped: python3 is not installed");
        return;
    };
    let reference = python(&["scripts/nts_reference.py"], Some(&mix)).expect("the reference scorer runs");
    let (mut valid, mut refused) = (0, 0);
    for ((line, ours), theirs) in mix.lines().zip(mix.lines().map(process_line)).zip(reference.lines()) {
        let a: serde_json::Value = serde_json::from_str(&ours).unwrap();
        let b: serde_json::Value = serde_json::from_str(theirs).unwrap();
        assert_eq!(a["valid"], b["valid"], "{line}\n engine {ours}\n reference {theirs}");
        if a["valid"] == true {
            let mut ids: Vec<&str> = a["items"].as_array().unwrap().iter().map(|i| i["id"].as_str().unwrap()).collect();
            let mut theirs_ids: Vec<&str> = b["items"].as_array().unwrap().iter().map(|i| i.as_str().unwrap()).collect();
            ids.sort_unstable();
            theirs_ids.sort_unstable();
            assert_eq!(
                (&a["score"], &a["waits"], ids),
                (&b["score"], &b["waits"], theirs_ids),
                "{line}\n engine {ours}\n reference {theirs}"
            );
            valid += 1;
        } else {
            refused += 1;
        }
    }
    assert_eq!(valid + refused, 3000, "every line answered by both");
    // The mix holds both kinds in quantity, so the comparison means something.
    assert!(valid > 1000 && refused > 300, "{valid} valid, {refused} refused");
}
