/// Material Design 3's duration tokens (`md.sys.motion.duration.*`), in milliseconds, as Jetpack
/// Compose's `MotionTokens.kt` and MDC-Android's `tokens.xml` define them (the two agree): four
/// steps each of short (50–200 ms), medium (250–400 ms), long (450–600 ms) and extra long
/// (700–1000 ms).
///
/// The raw value is the token's exact number of milliseconds; ``seconds`` is it over 1000,
/// correctly rounded.
public enum Material3Duration: Int, Sendable, Hashable, Codable, CaseIterable {
  /// `short1`: 50 ms.
  case short1 = 50
  /// `short2`: 100 ms.
  case short2 = 100
  /// `short3`: 150 ms.
  case short3 = 150
  /// `short4`: 200 ms.
  case short4 = 200
  /// `medium1`: 250 ms.
  case medium1 = 250
  /// `medium2`: 300 ms.
  case medium2 = 300
  /// `medium3`: 350 ms.
  case medium3 = 350
  /// `medium4`: 400 ms.
  case medium4 = 400
  /// `long1`: 450 ms.
  case long1 = 450
  /// `long2`: 500 ms.
  case long2 = 500
  /// `long3`: 550 ms.
  case long3 = 550
  /// `long4`: 600 ms.
  case long4 = 600
  /// `extraLong1`: 700 ms.
  case extraLong1 = 700
  /// `extraLong2`: 800 ms.
  case extraLong2 = 800
  /// `extraLong3`: 900 ms.
  case extraLong3 = 900
  /// `extraLong4`: 1000 ms.
  case extraLong4 = 1000

  /// The duration in milliseconds (the token's value).
  public var milliseconds: Int { rawValue }

  /// The duration in seconds: the milliseconds over 1000, correctly rounded.
  public var seconds: Double { Double(rawValue) / 1000 }

  /// The token's name as the specification spells it (`short1`, `extraLong4`).
  public var name: String {
    switch self {
    case .short1: "short1"
    case .short2: "short2"
    case .short3: "short3"
    case .short4: "short4"
    case .medium1: "medium1"
    case .medium2: "medium2"
    case .medium3: "medium3"
    case .medium4: "medium4"
    case .long1: "long1"
    case .long2: "long2"
    case .long3: "long3"
    case .long4: "long4"
    case .extraLong1: "extraLong1"
    case .extraLong2: "extraLong2"
    case .extraLong3: "extraLong3"
    case .extraLong4: "extraLong4"
    }
  }
}
