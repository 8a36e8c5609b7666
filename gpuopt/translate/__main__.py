from gpuopt.translate.cli import main

main()
