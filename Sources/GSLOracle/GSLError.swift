import CGSL

/// A GSL call that returned a status other than `GSL_SUCCESS`.
public struct GSLError: Error, CustomStringConvertible, Sendable {
  /// The GSL status code (`GSL_EINVAL`, `GSL_EMAXITER`, …).
  public let status: Int32
  /// What was being done.
  public let context: String

  public var description: String {
    let reason = gsl_strerror(status).map { String(cString: $0) } ?? "status \(status)"
    return "GSL \(context): \(reason)"
  }

  /// Throws when `status` is not `GSL_SUCCESS`.
  static func check(_ status: Int32, _ context: @autoclosure () -> String) throws(GSLError) {
    if status != GSL_SUCCESS { throw GSLError(status: status, context: context()) }
  }
}

/// GSL's default error handler aborts the process. Every entry point of this module touches this
/// value first; Swift runs the initializer exactly once, thread-safely, so the handler is switched
/// off once and statuses come back as `GSLError`s instead.
let gslErrorHandlerOff: Void = {
  _ = gsl_set_error_handler_off()
}()
