//! The web page's mirror of the accessibility tree. The browser cannot see into the
//! canvas and AccessKit has no browser adapter, so the page keeps, out of sight, ARIA
//! elements made from the very nodes the desktop hands AccessKit (buttons, switches,
//! choices, dialogs, the board's grid with its rows and cells, the live region): one
//! description of the screen, written to the page whenever a node changes (never every
//! frame). What is done there (a cell or button activated or focused) comes back as
//! AccessKit's own action requests, played as a desktop screen reader's are.

use accesskit::{Action, ActionRequest, NodeId, Role, Toggled, TreeId};
use bevy::a11y::AccessibilityNode;
use bevy::input_focus::InputFocus;
use bevy::prelude::*;

use super::access::Announcements;
use crate::core::beacon::BeaconName;
use crate::platform::page;

/// How the page draws a node: its ARIA role (`None`: the page leaves it out).
fn page_role(role: Role) -> Option<&'static str> {
    Some(match role {
        Role::Button => "button",
        Role::Switch => "switch",
        Role::RadioButton => "radio",
        Role::Dialog => "dialog",
        Role::Grid => "grid",
        Role::Row => "row",
        Role::GridCell => "gridcell",
        Role::Status => "status",
        _ => return None,
    })
}

/// One node as the page reads it: a line of fields between tabs (a tab or line break
/// inside one is a space): `N`, its id, its parent's id (`-` at the top), its ARIA role,
/// its name, its state (`1`/`0`: a switch on, a choice made, a cell selected; a grid's
/// `WIDTHxHEIGHT`; a row's index; a cell's `ROW COLUMN SELECTED`; the live region's count
/// of things said, so words said twice are said again; empty else), its value (a
/// setting's), and the name the play-tests know it by.
pub struct MirrorLine<'a> {
    pub id: u64,
    pub parent: Option<u64>,
    pub node: &'a accesskit::Node,
    pub name: Option<&'a str>,
    pub said: u64,
}

impl MirrorLine<'_> {
    /// The line, or none for a node the page does not draw.
    pub fn text(&self) -> Option<String> {
        let node = self.node;
        let role = page_role(node.role())?;
        let state = match node.role() {
            Role::Grid => format!(
                "{}x{}",
                node.column_count().unwrap_or(0),
                node.row_count().unwrap_or(0)
            ),
            Role::Row => node.row_index().unwrap_or(0).to_string(),
            Role::GridCell => format!(
                "{} {} {}",
                node.row_index().unwrap_or(0),
                node.column_index().unwrap_or(0),
                u8::from(node.is_selected() == Some(true))
            ),
            Role::Switch | Role::RadioButton => {
                u8::from(node.toggled() == Some(Toggled::True)).to_string()
            }
            Role::Status => self.said.to_string(),
            _ => String::new(),
        };
        let parent = self
            .parent
            .map_or_else(|| "-".to_string(), |id| id.to_string());
        let fields = [
            "N",
            &self.id.to_string(),
            &parent,
            role,
            node.label().unwrap_or_default(),
            &state,
            node.value().unwrap_or_default(),
            self.name.unwrap_or_default(),
        ];
        let clean: Vec<String> = fields
            .iter()
            .map(|field| field.replace(['\t', '\n'], " "))
            .collect();
        Some(clean.join("\t"))
    }
}

/// A node's facts: its place in the hierarchy, whether it shows, where, and its
/// play-test name.
type NodeFacts = (
    Entity,
    &'static AccessibilityNode,
    Option<&'static InheritedVisibility>,
    Option<&'static UiGlobalTransform>,
    Option<&'static BeaconName>,
);

/// Where a node is on screen (its centre, physical pixels), for reading order: a UI
/// node's place, or the bounds a board's grid is given.
fn place(node: &accesskit::Node, ui: Option<&UiGlobalTransform>) -> Option<(i64, i64)> {
    if let Some(at) = ui {
        return Some((at.translation.y as i64, at.translation.x as i64));
    }
    let bounds = node.bounds()?;
    Some((
        ((bounds.y0 + bounds.y1) / 2.0) as i64,
        ((bounds.x0 + bounds.x1) / 2.0) as i64,
    ))
}

/// The mirror's text: a line per node shown, parents before children, siblings in
/// reading order (top to bottom, then left to right; a grid's rows and cells by index),
/// then `F` and the id of the node with the focus.
pub fn mirror_text(
    nodes: &Query<NodeFacts>,
    parents: &Query<&ChildOf>,
    focus: Option<Entity>,
    said: u64,
) -> String {
    // The nearest ancestor that is a node of the tree, as AccessKit makes it the parent.
    let tree_parent = |mut entity: Entity| {
        while let Ok(child_of) = parents.get(entity) {
            entity = child_of.parent();
            if nodes.contains(entity) {
                return Some(entity);
            }
        }
        None
    };
    let mut shown: Vec<(Option<Entity>, (i64, i64), Entity)> = nodes
        .iter()
        .filter(|(_, _, visible, ..)| visible.is_none_or(|visible| visible.get()))
        .map(|(entity, node, _, ui, _)| {
            let order = match node.0.role() {
                Role::Row => (node.0.row_index().unwrap_or(0) as i64, 0),
                Role::GridCell => (0, node.0.column_index().unwrap_or(0) as i64),
                _ => place(&node.0, ui).unwrap_or((i64::MAX, 0)),
            };
            (tree_parent(entity), order, entity)
        })
        .collect();
    shown.sort_by_key(|(_, order, entity)| (*order, *entity));
    let mut lines = Vec::new();
    let mut written = std::collections::HashSet::new();
    // Parents first: a node is written once its parent is (or has none shown).
    let mut pending = shown;
    while !pending.is_empty() {
        let before = pending.len();
        pending.retain(|(parent, _, entity)| {
            let ready =
                parent.is_none_or(|parent| written.contains(&parent) || !nodes.contains(parent));
            if !ready {
                return true;
            }
            written.insert(*entity);
            if let Ok((_, node, _, _, name)) = nodes.get(*entity) {
                let line = MirrorLine {
                    id: entity.to_bits(),
                    parent: parent
                        .filter(|parent| written.contains(parent))
                        .map(Entity::to_bits),
                    node: &node.0,
                    name: name.map(|name| name.0.as_str()),
                    said,
                };
                lines.extend(line.text());
            }
            false
        });
        if pending.len() == before {
            // A parent that does not show: its children do not either.
            break;
        }
    }
    if let Some(focus) = focus.filter(|focus| written.contains(focus)) {
        lines.push(format!("F\t{}", focus.to_bits()));
    }
    lines.join("\n")
}

/// A node of the tree that changed, or started or stopped showing.
type ChangedNode = (
    With<AccessibilityNode>,
    Or<(Changed<AccessibilityNode>, Changed<InheritedVisibility>)>,
);

/// Writes the mirror's text to the page when a node, or the focus, changed.
pub fn publish_mirror(
    nodes: Query<NodeFacts>,
    parents: Query<&ChildOf>,
    changed: Query<(), ChangedNode>,
    mut removed: RemovedComponents<AccessibilityNode>,
    (focus, said): (Res<InputFocus>, Res<Announcements>),
    mut last: Local<String>,
) {
    let gone = removed.read().count() > 0;
    if changed.is_empty() && !gone && !focus.is_changed() && !said.is_changed() {
        return;
    }
    let text = mirror_text(&nodes, &parents, focus.get(), said.said);
    if *last != text {
        page::mirror(&text);
        *last = text;
    }
}

/// Plays what was done in the page's mirror (`click ID`, `focus ID`) as the action
/// requests a screen reader's would be.
pub fn act_on_mirror(mut requests: MessageWriter<bevy::a11y::ActionRequest>) {
    let Some(actions) = page::mirror_actions() else {
        return;
    };
    for action in actions.lines() {
        let Some((verb, id)) = action.split_once(' ') else {
            continue;
        };
        let action = match verb {
            "click" => Action::Click,
            "focus" => Action::Focus,
            _ => continue,
        };
        let Ok(id) = id.parse() else { continue };
        requests.write(bevy::a11y::ActionRequest(ActionRequest {
            action,
            target_tree: TreeId::ROOT,
            target_node: NodeId(id),
            data: None,
        }));
    }
}
