// Stand-ins for the unprefixed top-level types of SwiftUI, Foundation, UIKit/AppKit, QuartzCore
// and CoreGraphics (and the names the coming capabilities might reach for), which do not exist on
// Linux. A user's file imports those frameworks next to MotionCurves; NameCollisionTests imports
// this module next to MotionCurves and uses every MotionCurves type unqualified, so a MotionCurves
// type with one of these names would make that file ambiguous and stop the build.
//
// Sources: the SwiftUI and Foundation documentation's lists of top-level types (structures,
// classes, enumerations and protocols), as of iOS 18 / macOS 15.

public struct AccessibilityActionKind { public init() {} }
public struct AccessibilityTraits { public init() {} }
public struct AffineTransform { public init() {} }
public struct Alert { public init() {} }
public struct Alignment { public init() {} }
public struct AlignmentID { public init() {} }
public struct Anchor { public init() {} }
public struct Angle { public init() {} }
public struct AngularGradient { public init() {} }
public struct Animatable { public init() {} }
public struct AnimatableModifier { public init() {} }
public struct AnimatablePair { public init() {} }
public struct Animation { public init() {} }
public struct AnimationContext { public init() {} }
public struct AnimationState { public init() {} }
public struct AnyGradient { public init() {} }
public struct AnyLayout { public init() {} }
public struct AnyShape { public init() {} }
public struct AnyShapeStyle { public init() {} }
public struct AnyTransition { public init() {} }
public struct AnyView { public init() {} }
public struct App { public init() {} }
public struct AppStorage { public init() {} }
public struct AttributedString { public init() {} }
public struct Axis { public init() {} }
public struct BackgroundStyle { public init() {} }
public struct Binding { public init() {} }
public struct BlendMode { public init() {} }
public struct Body { public init() {} }
public struct Bundle { public init() {} }
public struct Button { public init() {} }
public struct ButtonStyle { public init() {} }
public struct Calendar { public init() {} }
public struct Canvas { public init() {} }
public struct Capsule { public init() {} }
public struct CharacterSet { public init() {} }
public struct Circle { public init() {} }
public struct Color { public init() {} }
public struct ColorScheme { public init() {} }
public struct Commands { public init() {} }
public struct ContainerRelativeShape { public init() {} }
public struct ContentTransition { public init() {} }
public struct ContentUnavailableView { public init() {} }
public struct CubicKeyframe { public init() {} }
public struct CustomAnimation { public init() {} }
public struct Data { public init() {} }
public struct Date { public init() {} }
public struct DateComponents { public init() {} }
public struct DateFormatter { public init() {} }
public struct DateInterval { public init() {} }
public struct Decimal { public init() {} }
public struct Divider { public init() {} }
public struct DragGesture { public init() {} }
public struct Easing { public init() {} }
public struct Edge { public init() {} }
public struct EdgeInsets { public init() {} }
public struct Ellipse { public init() {} }
public struct EllipticalGradient { public init() {} }
public struct EmptyAnimatableData { public init() {} }
public struct EmptyView { public init() {} }
public struct Environment { public init() {} }
public struct EnvironmentObject { public init() {} }
public struct EnvironmentValues { public init() {} }
public struct Expression { public init() {} }
public struct FileHandle { public init() {} }
public struct FileManager { public init() {} }
public struct FillStyle { public init() {} }
public struct Font { public init() {} }
public struct ForEach { public init() {} }
public struct Form { public init() {} }
public struct Formatter { public init() {} }
public struct GeometryProxy { public init() {} }
public struct GeometryReader { public init() {} }
public struct Gesture { public init() {} }
public struct GlobalCoordinateSpace { public init() {} }
public struct Gradient { public init() {} }
public struct GraphicsContext { public init() {} }
public struct Grid { public init() {} }
public struct GridRow { public init() {} }
public struct Group { public init() {} }
public struct HStack { public init() {} }
public struct HorizontalAlignment { public init() {} }
public struct Host { public init() {} }
public struct Image { public init() {} }
public struct IndexPath { public init() {} }
public struct IndexSet { public init() {} }
public struct Interpolation { public init() {} }
public struct JSONDecoder { public init() {} }
public struct JSONEncoder { public init() {} }
public struct Keyframe { public init() {} }
public struct KeyframeAnimation { public init() {} }
public struct KeyframeAnimator { public init() {} }
public struct KeyframeTimeline { public init() {} }
public struct KeyframeTrack { public init() {} }
public struct KeyframeTrackContent { public init() {} }
public struct Keyframes { public init() {} }
public struct Label { public init() {} }
public struct Layout { public init() {} }
public struct LayoutSubviews { public init() {} }
public struct LazyHStack { public init() {} }
public struct LazyVStack { public init() {} }
public struct LinearGradient { public init() {} }
public struct LinearKeyframe { public init() {} }
public struct Link { public init() {} }
public struct List { public init() {} }
public struct Locale { public init() {} }
public struct Material { public init() {} }
public struct Measurement { public init() {} }
public struct Menu { public init() {} }
public struct MeshGradient { public init() {} }
public struct MoveKeyframe { public init() {} }
public struct Namespace { public init() {} }
public struct NavigationLink { public init() {} }
public struct NavigationStack { public init() {} }
public struct Notification { public init() {} }
public struct NotificationCenter { public init() {} }
public struct NumberFormatter { public init() {} }
public struct ObservedObject { public init() {} }
public struct OffsetShape { public init() {} }
public struct Operation { public init() {} }
public struct OperationQueue { public init() {} }
public struct Path { public init() {} }
public struct PhaseAnimator { public init() {} }
public struct Picker { public init() {} }
public struct Pipe { public init() {} }
public struct Port { public init() {} }
public struct Predicate { public init() {} }
public struct Process { public init() {} }
public struct ProcessInfo { public init() {} }
public struct Progress { public init() {} }
public struct ProjectionTransform { public init() {} }
public struct PropertyListDecoder { public init() {} }
public struct PropertyListEncoder { public init() {} }
public struct ProposedViewSize { public init() {} }
public struct RadialGradient { public init() {} }
public struct Rectangle { public init() {} }
public struct RotatedShape { public init() {} }
public struct RoundedRectangle { public init() {} }
public struct ScaledShape { public init() {} }
public struct Scanner { public init() {} }
public struct Scene { public init() {} }
public struct ScrollView { public init() {} }
public struct Section { public init() {} }
public struct SecureField { public init() {} }
public struct Shape { public init() {} }
public struct ShapeStyle { public init() {} }
public struct Slider { public init() {} }
public struct SortDescriptor { public init() {} }
public struct Spacer { public init() {} }
public struct Spring { public init() {} }
public struct SpringKeyframe { public init() {} }
public struct State { public init() {} }
public struct StateObject { public init() {} }
public struct Stepper { public init() {} }
public struct Stream { public init() {} }
public struct StrokeStyle { public init() {} }
public struct SubscriptionView { public init() {} }
public struct TabView { public init() {} }
public struct Text { public init() {} }
public struct TextField { public init() {} }
public struct Thread { public init() {} }
public struct TimeZone { public init() {} }
public struct TimelineView { public init() {} }
public struct Timer { public init() {} }
public struct Toggle { public init() {} }
public struct Transaction { public init() {} }
public struct Transform { public init() {} }
public struct Transform3D { public init() {} }
public struct TransformedShape { public init() {} }
public struct Transition { public init() {} }
public struct TransitionPhase { public init() {} }
public struct URL { public init() {} }
public struct URLComponents { public init() {} }
public struct URLRequest { public init() {} }
public struct URLSession { public init() {} }
public struct UUID { public init() {} }
public struct UnevenRoundedRectangle { public init() {} }
public struct Unit { public init() {} }
public struct UnitAngle { public init() {} }
public struct UnitCurve { public init() {} }
public struct UnitDuration { public init() {} }
public struct UnitLength { public init() {} }
public struct UnitPoint { public init() {} }
public struct VStack { public init() {} }
public struct VectorArithmetic { public init() {} }
public struct VerticalAlignment { public init() {} }
public struct View { public init() {} }
public struct ViewBuilder { public init() {} }
public struct ViewModifier { public init() {} }
public struct Window { public init() {} }
public struct WindowGroup { public init() {} }
public struct ZStack { public init() {} }

/// Every name above, for the test that compares them with MotionCurves' public types.
public let appleFrameworkTypeNames: Set<String> = [
  "AccessibilityActionKind", "AccessibilityTraits", "AffineTransform", "Alert", "Alignment", "AlignmentID",
  "Anchor", "Angle", "AngularGradient", "Animatable", "AnimatableModifier", "AnimatablePair", "Animation",
  "AnimationContext", "AnimationState", "AnyGradient", "AnyLayout", "AnyShape", "AnyShapeStyle",
  "AnyTransition", "AnyView", "App", "AppStorage", "AttributedString", "Axis", "BackgroundStyle", "Binding",
  "BlendMode", "Body", "Bundle", "Button", "ButtonStyle", "Calendar", "Canvas", "Capsule", "CharacterSet",
  "Circle", "Color", "ColorScheme", "Commands", "ContainerRelativeShape", "ContentTransition",
  "ContentUnavailableView", "CubicKeyframe", "CustomAnimation", "Data", "Date", "DateComponents",
  "DateFormatter", "DateInterval", "Decimal", "Divider", "DragGesture", "Easing", "Edge", "EdgeInsets",
  "Ellipse", "EllipticalGradient", "EmptyAnimatableData", "EmptyView", "Environment", "EnvironmentObject",
  "EnvironmentValues", "Expression", "FileHandle", "FileManager", "FillStyle", "Font", "ForEach", "Form",
  "Formatter", "GeometryProxy", "GeometryReader", "Gesture", "GlobalCoordinateSpace", "Gradient",
  "GraphicsContext", "Grid", "GridRow", "Group", "HStack", "HorizontalAlignment", "Host", "Image",
  "IndexPath", "IndexSet", "Interpolation", "JSONDecoder", "JSONEncoder", "Keyframe", "KeyframeAnimation",
  "KeyframeAnimator", "KeyframeTimeline", "KeyframeTrack", "KeyframeTrackContent", "Keyframes", "Label",
  "Layout", "LayoutSubviews", "LazyHStack", "LazyVStack", "LinearGradient", "LinearKeyframe", "Link", "List",
  "Locale", "Material", "Measurement", "Menu", "MeshGradient", "MoveKeyframe", "Namespace", "NavigationLink",
  "NavigationStack", "Notification", "NotificationCenter", "NumberFormatter", "ObservedObject",
  "OffsetShape", "Operation", "OperationQueue", "Path", "PhaseAnimator", "Picker", "Pipe", "Port",
  "Predicate", "Process", "ProcessInfo", "Progress", "ProjectionTransform", "PropertyListDecoder",
  "PropertyListEncoder", "ProposedViewSize", "RadialGradient", "Rectangle", "RotatedShape",
  "RoundedRectangle", "ScaledShape", "Scanner", "Scene", "ScrollView", "Section", "SecureField", "Shape",
  "ShapeStyle", "Slider", "SortDescriptor", "Spacer", "Spring", "SpringKeyframe", "State", "StateObject",
  "Stepper", "Stream", "StrokeStyle", "SubscriptionView", "TabView", "Text", "TextField", "Thread",
  "TimeZone", "TimelineView", "Timer", "Toggle", "Transaction", "Transform", "Transform3D",
  "TransformedShape", "Transition", "TransitionPhase", "URL", "URLComponents", "URLRequest", "URLSession",
  "UUID", "UnevenRoundedRectangle", "Unit", "UnitAngle", "UnitCurve", "UnitDuration", "UnitLength",
  "UnitPoint", "VStack", "VectorArithmetic", "VerticalAlignment", "View", "ViewBuilder", "ViewModifier",
  "Window", "WindowGroup", "ZStack",
]
