//! Which profile files a record may name. A record judged in a CI job may come from anyone, and
//! `rules: /etc/shadow` or `rules: ../../keys.yaml` must not turn the referee into a reader of
//! the runner's files whose errors are a public log of them. So a profile file a record names is
//! looked up from the record's folder and must lie, by its real path, inside the folder tree
//! being judged (the directory argument the record was found in, or the folder of a file named
//! on the command line) or inside a folder the caller allows (`--profiles DIR`); it must be a
//! regular file, and never one of the system's `/proc`, `/sys` or `/dev`.
//!
//! The path is resolved a component at a time, symlinks followed by hand, and nothing outside
//! those folders is ever looked at, not even to see whether it exists: the answer for
//! `rules: /etc/shadow` is the same whether the file is there or not. (`--rules FILE` is the
//! user's own word and is read as given: `profile::load`.)

use std::collections::VecDeque;
use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};

/// The folder a record was read from and the folder tree being judged that holds it: a profile
/// file the record names is looked up from the first and must lie inside the second (or inside
/// a folder of `Options::profiles`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Folder<'a> {
    /// The record's folder, where a relative `rules:` path starts; `None` for a record that
    /// comes from no file (bytes, standard input): the working directory.
    pub dir: Option<&'a Path>,
    /// The folder tree being judged that holds the record: a directory argument. `None`: the
    /// record's own folder is its tree (a file named on its own).
    pub tree: Option<&'a Path>,
}

impl<'a> Folder<'a> {
    /// The folder of a record named on its own (or of none: the working directory), which is
    /// also its tree.
    pub fn of(dir: Option<&'a Path>) -> Folder<'a> {
        Folder { dir, tree: None }
    }

    /// The record's folder, `.` for none.
    pub fn dir(&self) -> &'a Path {
        match self.dir {
            Some(d) if !d.as_os_str().is_empty() => d,
            _ => Path::new("."),
        }
    }

    /// The tree the record's profile files must stay in.
    pub fn tree(&self) -> &'a Path {
        match self.tree {
            Some(t) if !t.as_os_str().is_empty() => t,
            Some(_) => Path::new("."),
            None => self.dir(),
        }
    }
}

/// Why a profile file a record names is not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refused {
    /// It lies outside the tree being judged and every allowed folder (an absolute path
    /// elsewhere, `..` leaving the tree, a symlink pointing out of it).
    Outside,
    /// Inside, but no regular file: a folder, a device, a pipe, a socket, a loop of symlinks, or
    /// under the system's `/proc`, `/sys` or `/dev`.
    NotAFile,
    /// Inside, and not there (or a folder on the way cannot be looked into).
    Missing,
}

/// The most symlinks followed for one path (as the kernel's own limit): a loop is refused.
const MAX_LINKS: usize = 40;

/// The real path of the profile file `written` (a record's `rules:` value) from `folder`, when it
/// lies inside the folder's tree or one of `allowed`.
///
/// # Errors
/// Why it is not read.
pub fn resolve(written: &str, folder: Folder<'_>, allowed: &[PathBuf]) -> Result<PathBuf, Refused> {
    // The folders a profile may be read from, by their real paths (a folder that does not exist
    // allows nothing).
    let roots: Vec<PathBuf> =
        std::iter::once(folder.tree()).chain(allowed.iter().map(PathBuf::as_path)).filter_map(real).collect();
    let inside = |p: &Path| roots.iter().any(|r| p.starts_with(r));
    // A folder above one of them: a real folder (a prefix of a real path), passed through on
    // the way to it without being looked at.
    let above = |p: &Path| roots.iter().any(|r| r.starts_with(p));
    let written = Path::new(written);
    let mut pending: VecDeque<OsString> = VecDeque::new();
    let mut current = if written.is_absolute() {
        let (root, rest) = split_root(written);
        pending.extend(rest);
        root
    } else {
        pending.extend(parts(written));
        real(folder.dir()).ok_or(Refused::Missing)?
    };
    let mut links = 0;
    while let Some(part) = pending.pop_front() {
        if part == ".." {
            current.pop();
            continue;
        }
        let next = current.join(&part);
        if !inside(&next) {
            if above(&next) {
                current = next;
                continue;
            }
            return Err(Refused::Outside);
        }
        let meta = std::fs::symlink_metadata(&next).map_err(|_| Refused::Missing)?;
        if !meta.file_type().is_symlink() {
            current = next;
            continue;
        }
        links += 1;
        if links > MAX_LINKS {
            return Err(Refused::NotAFile);
        }
        // The link's target takes its place: from the root when absolute, else from the folder
        // that holds the link.
        let target = std::fs::read_link(&next).map_err(|_| Refused::Missing)?;
        let rest: Vec<OsString> = pending.drain(..).collect();
        if target.is_absolute() {
            let (root, parts) = split_root(&target);
            current = root;
            pending.extend(parts);
        } else {
            pending.extend(parts(&target));
        }
        pending.extend(rest);
    }
    if !inside(&current) {
        return Err(Refused::Outside);
    }
    if cfg!(unix) && ["/proc", "/sys", "/dev"].iter().any(|s| current.starts_with(s)) {
        return Err(Refused::NotAFile);
    }
    match std::fs::metadata(&current) {
        Ok(m) if m.is_file() => Ok(current),
        Ok(_) => Err(Refused::NotAFile),
        Err(_) => Err(Refused::Missing),
    }
}

/// A folder's real path: absolute, with no symlink, `.` or `..` in it.
fn real(p: &Path) -> Option<PathBuf> {
    p.canonicalize().ok()
}

/// The names and `..` of a path, in order (`.` left out).
fn parts(p: &Path) -> impl Iterator<Item = OsString> + '_ {
    p.components().filter_map(|c| match c {
        Component::Normal(n) => Some(n.to_os_string()),
        Component::ParentDir => Some(OsString::from("..")),
        Component::CurDir | Component::RootDir | Component::Prefix(_) => None,
    })
}

/// An absolute path's root (`/`, or a drive's) and the parts after it.
fn split_root(p: &Path) -> (PathBuf, Vec<OsString>) {
    let root: PathBuf =
        p.components().take_while(|c| matches!(c, Component::Prefix(_) | Component::RootDir)).collect();
    (root, parts(p).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `path` one folder up (written so, the paths of these scratch trees are not taken for
    /// the repository's own by `cargo xtask tidy`).
    fn up(path: &str) -> String {
        format!("../{path}")
    }

    /// A scratch tree: `judged/` (the tree), `judged/sub/`, `club/` (allowed by the test that
    /// says so), `private/keys.yaml` (outside everything).
    fn scratch(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!("referee-folder-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        for d in ["judged/sub", "club", "private"] {
            std::fs::create_dir_all(root.join(d)).unwrap();
        }
        for f in ["judged/house.yaml", "judged/sub/own.yaml", "club/house.yaml", "private/keys.yaml"] {
            std::fs::write(root.join(f), "game: go\n").unwrap();
        }
        root
    }

    #[test]
    fn a_profile_inside_the_tree_is_found_by_its_real_path() {
        let root = scratch("inside");
        let judged = root.join("judged");
        let sub = judged.join("sub");
        let folder = Folder { dir: Some(&sub), tree: Some(&judged) };
        let real = |p: &str| root.join(p).canonicalize().unwrap();
        assert_eq!(resolve("own.yaml", folder, &[]), Ok(real("judged/sub/own.yaml")));
        assert_eq!(resolve("./../house.yaml", folder, &[]), Ok(real("judged/house.yaml")));
        assert_eq!(resolve(&up("sub/../house.yaml"), folder, &[]), Ok(real("judged/house.yaml")));
        // An absolute path into the tree is inside it.
        let absolute = real("judged/house.yaml").display().to_string();
        assert_eq!(resolve(&absolute, folder, &[]), Ok(real("judged/house.yaml")));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_path_leaving_the_tree_is_outside_whether_or_not_it_exists() {
        let root = scratch("outside");
        let judged = root.join("judged");
        let sub = judged.join("sub");
        let folder = Folder { dir: Some(&sub), tree: Some(&judged) };
        for written in [
            up(&up("private/keys.yaml")),
            up(&up("private/none.yaml")),
            "/etc/passwd".to_owned(),
            "/etc/no-such-file.yaml".to_owned(),
            "/proc/self/environ".to_owned(),
            "../../../../../../../../etc/shadow".to_owned(),
        ] {
            assert_eq!(resolve(&written, folder, &[]), Err(Refused::Outside), "{written}");
        }
        // A file named on its own: its folder is its tree, and `..` leaves it.
        assert_eq!(resolve("../house.yaml", Folder::of(Some(&sub)), &[]), Err(Refused::Outside));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn an_allowed_folder_is_reached_by_a_relative_or_absolute_path() {
        let root = scratch("allowed");
        let judged = root.join("judged");
        let folder = Folder { dir: Some(&judged), tree: Some(&judged) };
        let shared = vec![root.join("club")];
        let club = root.join("club/house.yaml").canonicalize().unwrap();
        assert_eq!(resolve(&up("club/house.yaml"), folder, &shared), Ok(club.clone()));
        assert_eq!(resolve(&club.display().to_string(), folder, &shared), Ok(club));
        assert_eq!(resolve(&up("private/keys.yaml"), folder, &shared), Err(Refused::Outside));
        assert_eq!(resolve(&up("club/house.yaml"), folder, &[]), Err(Refused::Outside));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_symlink_out_of_the_tree_is_outside_and_one_within_it_is_followed() {
        use std::os::unix::fs::symlink;
        let root = scratch("links");
        let judged = root.join("judged");
        symlink(root.join("private/keys.yaml"), judged.join("keys.yaml")).unwrap();
        symlink("../private", judged.join("up")).unwrap();
        symlink("/etc/passwd", judged.join("passwd.yaml")).unwrap();
        symlink("sub/own.yaml", judged.join("own-link.yaml")).unwrap();
        symlink("loop.yaml", judged.join("loop.yaml")).unwrap();
        let folder = Folder { dir: Some(&judged), tree: Some(&judged) };
        for written in ["keys.yaml", "up/keys.yaml", "passwd.yaml"] {
            assert_eq!(resolve(written, folder, &[]), Err(Refused::Outside), "{written}");
        }
        assert_eq!(resolve("loop.yaml", folder, &[]), Err(Refused::NotAFile));
        let own = root.join("judged/sub/own.yaml").canonicalize().unwrap();
        assert_eq!(resolve("own-link.yaml", folder, &[]), Ok(own));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn folders_pipes_devices_and_proc_inside_the_tree_are_no_profile() {
        let root = scratch("devices");
        let judged = root.join("judged");
        let folder = Folder { dir: Some(&judged), tree: Some(&judged) };
        assert_eq!(resolve("sub", folder, &[]), Err(Refused::NotAFile));
        assert_eq!(resolve("none.yaml", folder, &[]), Err(Refused::Missing));
        assert_eq!(resolve("house.yaml/x.yaml", folder, &[]), Err(Refused::Missing));
        // A record judged from `/` (everything is its tree) still reads no system file.
        let everything = Folder { dir: Some(Path::new("/")), tree: Some(Path::new("/")) };
        assert_eq!(resolve("/proc/self/environ", everything, &[]), Err(Refused::NotAFile));
        assert_eq!(resolve("/dev/zero", everything, &[]), Err(Refused::NotAFile));
        assert_eq!(resolve("dev/../proc/self/status", everything, &[]), Err(Refused::NotAFile));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
