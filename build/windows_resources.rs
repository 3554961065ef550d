//! The Windows executable's resources: the game's icon (Explorer, the taskbar and the
//! window's corner show it) and its version (the file's Properties > Details), compiled
//! by mingw-w64's `windres` into an object the linker puts in `grid-puzzles.exe`.
//!
//! The icon file is written here from the PNG icons the Linux package ships, so the
//! repository holds one picture of the icon, at each size, and no `.ico` beside them: an
//! `.ico` is a small directory of images, and Windows (Vista and later) reads PNG ones.

use std::path::{Path, PathBuf};

/// The sizes put in the icon: those Explorer and the taskbar ask for, at 100–200% scale.
const ICON_SIZES: [u32; 7] = [16, 24, 32, 48, 64, 128, 256];

/// For a Windows target built with the GNU tools: writes the icon and the resource
/// script into `out`, compiles them, and links the object into the game's binary.
/// Without `windres` (a `cargo check`, or a machine without mingw-w64) the build goes
/// on without them and says so; `scripts/windows-build.sh` fails on such an exe.
pub fn add(manifest: &Path, out: &Path) {
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let env = std::env::var("CARGO_CFG_TARGET_ENV").unwrap_or_default();
    if os != "windows" || env != "gnu" {
        return;
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
    let icons = manifest.join("packaging/linux/icons/hicolor");
    println!("cargo:rerun-if-changed=packaging/linux/icons");
    let icon = out.join("grid-puzzles.ico");
    std::fs::write(&icon, icon_file(&icons)).expect("OUT_DIR is writable");
    let script = out.join("resources.rc");
    std::fs::write(&script, resource_script(&icon)).expect("OUT_DIR is writable");

    let windres = std::env::var_os("WINDRES").map_or_else(
        || PathBuf::from("x86_64-w64-mingw32-windres"),
        PathBuf::from,
    );
    let object = out.join("resources.o");
    let compiled = std::process::Command::new(&windres)
        .args(["--input-format=rc", "--output-format=coff", "--input"])
        .arg(&script)
        .arg("--output")
        .arg(&object)
        .status();
    match compiled {
        Ok(status) if status.success() => {
            println!("cargo:rustc-link-arg-bins={}", object.display());
        }
        Ok(status) => panic!("{} failed ({status})", windres.display()),
        Err(error) => println!(
            "cargo:warning=no icon or version in the exe: {} cannot run ({error}); \
             Debian's mingw-w64 has it",
            windres.display()
        ),
    }
}

/// An `.ico` holding the PNG icon at every size of [`ICON_SIZES`]: a 6-byte header, a
/// 16-byte entry per image (its size, 32 bits a pixel, and where its bytes are), then
/// the images' bytes.
fn icon_file(icons: &Path) -> Vec<u8> {
    let images: Vec<(u32, Vec<u8>)> = ICON_SIZES
        .iter()
        .map(|&size| {
            let path = icons.join(format!(
                "{size}x{size}/apps/org.gridpuzzles.GridPuzzles.png"
            ));
            let bytes = std::fs::read(&path)
                .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
            (size, bytes)
        })
        .collect();
    let count = u16::try_from(images.len()).expect("a few images");
    let mut file = Vec::new();
    file.extend_from_slice(&0u16.to_le_bytes()); // reserved
    file.extend_from_slice(&1u16.to_le_bytes()); // 1: an icon (2 would be a cursor)
    file.extend_from_slice(&count.to_le_bytes());
    let mut offset = 6 + 16 * images.len();
    for (size, bytes) in &images {
        // One byte each for width and height, where 0 stands for 256.
        let side = u8::try_from(*size % 256).expect("under 256");
        file.extend_from_slice(&[side, side, 0, 0]); // no palette, reserved
        file.extend_from_slice(&1u16.to_le_bytes()); // colour planes
        file.extend_from_slice(&32u16.to_le_bytes()); // bits per pixel
        file.extend_from_slice(&u32::try_from(bytes.len()).expect("small").to_le_bytes());
        file.extend_from_slice(&u32::try_from(offset).expect("small").to_le_bytes());
        offset += bytes.len();
    }
    for (_, bytes) in images {
        file.extend_from_slice(&bytes);
    }
    file
}

/// The resource script: the icon (the first one is the exe's own) and the version, from
/// the crate's version.
fn resource_script(icon: &Path) -> String {
    let version = std::env::var("CARGO_PKG_VERSION").expect("cargo sets it");
    let numbers: Vec<u16> = version
        .split(['.', '-', '+'])
        .take(3)
        .map(|part| part.parse().unwrap_or(0))
        .collect();
    let (major, minor, patch) = (numbers[0], numbers[1], numbers[2]);
    let description = std::env::var("CARGO_PKG_DESCRIPTION").unwrap_or_default();
    let licence = std::env::var("CARGO_PKG_LICENSE").unwrap_or_default();
    // windres reads the path as a C string: forward slashes need no escaping.
    let icon = icon.display().to_string().replace('\\', "/");
    format!(
        r#"1 ICON "{icon}"
1 VERSIONINFO
FILEVERSION {major},{minor},{patch},0
PRODUCTVERSION {major},{minor},{patch},0
FILEOS 0x40004
FILETYPE 0x1
BEGIN
  BLOCK "StringFileInfo"
  BEGIN
    BLOCK "040904B0"
    BEGIN
      VALUE "CompanyName", "Grid Puzzles"
      VALUE "FileDescription", "Grid Puzzles"
      VALUE "FileVersion", "{version}"
      VALUE "InternalName", "grid-puzzles"
      VALUE "LegalCopyright", "{licence}"
      VALUE "OriginalFilename", "grid-puzzles.exe"
      VALUE "ProductName", "Grid Puzzles"
      VALUE "ProductVersion", "{version}"
      VALUE "Comments", "{description}"
    END
  END
  BLOCK "VarFileInfo"
  BEGIN
    VALUE "Translation", 0x409, 1200
  END
END
"#
    )
}
