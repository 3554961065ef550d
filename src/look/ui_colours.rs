//! The UI's colours, derived from the theme's palette so every theme's HUD, menu and
//! panels read well: text light on a dark background (dark on a light one), surfaces a
//! step away from the background, an accent for what matters most. Each text and surface
//! wears a [`UiRole`]; when the theme changes, everything is recoloured by role.

use bevy::prelude::*;

use super::config::Palette;

/// What a UI colour is for.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
pub enum UiRole {
    /// Body text, labels and numbers.
    Text,
    /// Secondary text: captions, notes, units.
    Muted,
    /// Text on the accent colour.
    OnAccent,
    /// The background of bars, cards and panels.
    Surface,
    /// A button's face.
    Button,
    /// The accent: a primary button, a switch that is on, a marked bar.
    Accent,
    /// An icon drawn in the text colour.
    Icon,
    /// A best score or a new record.
    Gold,
}

/// The UI's colours for the theme in use.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct UiColours {
    pub background: Color,
    pub text: Color,
    pub muted: Color,
    pub surface: Color,
    pub button: Color,
    pub button_hover: Color,
    pub accent: Color,
    pub on_accent: Color,
    /// Marks a best score or a new record.
    pub gold: Color,
}

impl Default for UiColours {
    fn default() -> Self {
        Self::from_palette(&Palette::default())
    }
}

impl UiColours {
    /// The colours that go with `palette`'s background.
    pub fn from_palette(palette: &Palette) -> Self {
        let background = palette.background();
        let dark = luminance(background) < 0.4;
        let (text, toward) = if dark {
            (Color::srgb(0.94, 0.95, 0.97), Color::WHITE)
        } else {
            (Color::srgb(0.07, 0.08, 0.1), Color::BLACK)
        };
        let surface = mix(background, toward, 0.07);
        let button = mix(background, toward, 0.14);
        let muted = mix(text, background, 0.3);
        // Dark enough that white on it reads at 4.5:1.
        let accent = if dark {
            Color::srgb(0.16, 0.4, 0.85)
        } else {
            Color::srgb(0.1, 0.33, 0.8)
        };
        Self {
            background,
            text,
            muted,
            surface,
            button,
            button_hover: mix(background, toward, 0.24),
            accent,
            on_accent: Color::WHITE,
            gold: if dark {
                Color::srgb(1.0, 0.8, 0.25)
            } else {
                Color::srgb(0.55, 0.38, 0.0)
            },
        }
    }

    /// The colour of `role`.
    pub fn of(&self, role: UiRole) -> Color {
        match role {
            UiRole::Text | UiRole::Icon => self.text,
            UiRole::Muted => self.muted,
            UiRole::OnAccent => self.on_accent,
            UiRole::Surface => self.surface,
            UiRole::Button => self.button,
            UiRole::Accent => self.accent,
            UiRole::Gold => self.gold,
        }
    }
}

/// `a` moved `amount` of the way to `b`, in sRGB.
pub fn mix(a: Color, b: Color, amount: f32) -> Color {
    let (a, b) = (a.to_srgba(), b.to_srgba());
    Color::srgba(
        a.red + (b.red - a.red) * amount,
        a.green + (b.green - a.green) * amount,
        a.blue + (b.blue - a.blue) * amount,
        a.alpha + (b.alpha - a.alpha) * amount,
    )
}

/// Relative luminance, as the WCAG contrast formula defines it.
pub fn luminance(colour: Color) -> f32 {
    let linear = colour.to_linear();
    0.2126 * linear.red + 0.7152 * linear.green + 0.0722 * linear.blue
}

/// The WCAG contrast ratio of two opaque colours (1 to 21).
pub fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// Gives every UI text, surface and icon the colour of its role: new ones as they
/// appear, all of them when the theme changes.
#[allow(clippy::type_complexity)]
pub fn paint_by_role(
    colours: Res<UiColours>,
    mut texts: Query<(Ref<UiRole>, &mut TextColor)>,
    mut surfaces: Query<
        (Ref<UiRole>, &mut BackgroundColor),
        (Without<TextColor>, Without<ImageNode>),
    >,
    mut icons: Query<(Ref<UiRole>, &mut ImageNode)>,
) {
    let all = colours.is_changed();
    for (role, mut colour) in &mut texts {
        if all || role.is_changed() {
            colour.set_if_neq(TextColor(colours.of(*role)));
        }
    }
    for (role, mut colour) in &mut surfaces {
        if all || role.is_changed() {
            colour.set_if_neq(BackgroundColor(colours.of(*role)));
        }
    }
    for (role, mut image) in &mut icons {
        if all || role.is_changed() {
            let wanted = colours.of(*role);
            if image.color != wanted {
                image.color = wanted;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::look::config::parse_config;
    use crate::look::theme::Themes;

    /// WCAG's level for normal text.
    const READABLE: f32 = 4.5;

    #[test]
    fn every_shipped_theme_s_ui_text_reads_at_four_and_a_half_to_one() {
        let config = parse_config(include_bytes!("../../assets/config.ron")).expect("config.ron");
        let themes = Themes::default();
        assert!(themes.0.len() >= 2, "the shipped themes");
        for info in &themes.0 {
            let theme = themes.get(&info.name);
            let colours = UiColours::from_palette(theme.palette(&config.palette));
            let pairs = [
                ("text on the background", colours.text, colours.background),
                ("text on a bar or card", colours.text, colours.surface),
                ("text on a button", colours.text, colours.button),
                ("text on a lit button", colours.text, colours.button_hover),
                (
                    "small print on a bar or card",
                    colours.muted,
                    colours.surface,
                ),
                (
                    "small print on the background",
                    colours.muted,
                    colours.background,
                ),
                ("text on the accent", colours.on_accent, colours.accent),
                ("a new best on a card", colours.gold, colours.surface),
            ];
            for (what, text, under) in pairs {
                let ratio = contrast(text, under);
                assert!(ratio >= READABLE, "{}: {what} is {ratio:.2}:1", info.name);
            }
        }
    }

    #[test]
    fn a_light_background_gets_dark_text() {
        let light = Palette {
            background: "#f4f1e8".into(),
            ..Palette::default()
        };
        let colours = UiColours::from_palette(&light);
        assert!(luminance(colours.text) < 0.1);
        assert!(contrast(colours.text, colours.surface) >= READABLE);
        assert!(contrast(colours.on_accent, colours.accent) >= READABLE);
    }

    #[test]
    fn contrast_is_the_wcag_ratio() {
        assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color::WHITE, Color::WHITE) - 1.0).abs() < 0.001);
    }
}
