/// Which component, style and state a tree was rendered for, when it came
/// from a catalog (rules may word messages with it; `nil` for a bare tree):
/// the ``WorkUnit`` the tree belongs to, under the name rules know it by.
public typealias ComponentContext = WorkUnit
