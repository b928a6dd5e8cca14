@main struct CurveBench { static func main() {} }
