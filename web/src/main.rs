fn main() {
    yew::Renderer::<mahjong_web::app::App>::new().render();
}
